import { countCharacters, countWords, segmentText, type SegmentationRule } from '@tessera/core';
import type { TextUnit } from '@tessera/filters';
import { levelBit } from './levelBit.js';
import { SegmentBatcher, type SegmentBatch } from './segmentTuples.js';

export interface SegmentTotals {
  segments: number;
  words: number;
  characters: number;
}

/**
 * The segments of a file's units, as its filter reads them, handed to `onBatch` in JSON batches
 * (segmentTuples.ts) as they are made: a unit the filter lets us split is cut into sentences (the
 * whitespace between them kept as gaps), a bilingual unit with a target stays whole with its
 * target and imported state, which counts for the first workflow level.
 */
export class UnitSegmenter {
  private readonly totals: SegmentTotals = { segments: 0, words: 0, characters: 0 };
  private readonly batcher: SegmentBatcher;

  constructor(
    private readonly sourceLocale: string,
    private readonly rules: readonly SegmentationRule[],
    onBatch: (batch: SegmentBatch) => void,
  ) {
    this.batcher = new SegmentBatcher(onBatch);
  }

  add(unit: TextUnit): void {
    if (!unit.segment || unit.target !== undefined) {
      if (unit.source.trim() !== '') this.push(unit, 0, { lead: '', text: unit.source, gap: '' });
      return;
    }
    const { lead, sentences } = segmentText(unit.source, this.sourceLocale, this.rules);
    sentences.forEach((sentence, index) =>
      this.push(unit, index, {
        lead: index === 0 ? lead : '',
        text: sentence.text,
        gap: sentence.gap,
      }),
    );
  }

  /** Hands on the last batch; the counts of every segment. */
  finish(): SegmentTotals {
    this.batcher.finish();
    return this.totals;
  }

  private push(unit: TextUnit, index: number, parts: { lead: string; text: string; gap: string }) {
    const { totals } = this;
    const words = countWords(parts.text, this.sourceLocale);
    const characters = countCharacters(parts.text);
    totals.words += words;
    totals.characters += characters;
    totals.segments += 1;
    this.batcher.add({
      ordinal: totals.segments,
      unit_id: unit.id,
      sentence_index: index,
      lead: parts.lead,
      gap: parts.gap,
      source: parts.text,
      target: unit.target ?? '',
      context_key: unit.key ?? null,
      note: unit.note ?? null,
      max_length: unit.maxLength ?? null,
      words_count: words,
      characters_count: characters,
      confirmed_levels: unit.confirmed ? levelBit(1) : 0,
      locked_levels: unit.locked ? levelBit(1) : 0,
    });
  }
}
