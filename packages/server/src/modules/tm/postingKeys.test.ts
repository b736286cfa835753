import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareMatchText, shortSegmentTokens } from '@tessera/core';
import { occurrenceHashes, shortKeys, termSalt, wholeTextHash } from './matchTerms.js';
import { postingKeys, type KeyedText } from './postingKeys.js';
import { plainText } from './unitText.js';

// The postings as the index has stored them: per side the whole text's key, its distinct token
// occurrences, and a short text's classes and pairs (shortKeys); each key once in the unit.
function reference(unit: KeyedText): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const side of ['source', 'target'] as const) {
    const salt = termSalt(unit.target_lang, side);
    const prepared = prepareMatchText(unit[side]);
    const length = prepared.keys.length;
    const short = length > shortSegmentTokens ? [] : shortKeys(salt, prepared);
    const add = (term: number, counted: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push(term, length, counted);
    };
    add(wholeTextHash(salt, unit[`${side}_plain`]), 0);
    for (const term of occurrenceHashes(salt, prepared)) add(term, 1);
    for (const term of short) add(term, 1);
  }
  return out;
}

const word = fc.constantFrom(
  'save',
  'Save',
  'the',
  'file',
  'files',
  '2',
  '3.5',
  'Öffnen',
  '保存',
  'x',
);
const text = fc
  .array(fc.oneof(word, fc.constantFrom('{1}', '{/1}', '{2/}', ',', '!')), { maxLength: 90 })
  .map((parts) => parts.join(' '));

const unitOf = (source: string, target: string): KeyedText => ({
  target_lang: 'de_de',
  source,
  target,
  source_plain: plainText(source),
  target_plain: plainText(target),
});

describe('postingKeys', () => {
  it('gives the triples the index has stored, each key once, for short and long texts', () => {
    fc.assert(
      fc.property(text, text, (source, target) => {
        expect(Array.from(postingKeys(unitOf(source, target)))).toEqual(
          reference(unitOf(source, target)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('keys a text and its repeated words', () => {
    const keys = postingKeys(unitOf('Save the file, save the 2 files', 'Datei speichern'));
    // Source: whole + save, the, file, save², the², #, files; target (short): whole, its two
    // words, their two prefix classes, one pair of classes and one of words.
    expect(keys.length / 3).toBe(8 + 7);
    expect(Array.from(keys.filter((_, index) => index % 3 === 1))).toEqual([
      ...Array<number>(8).fill(7),
      ...Array<number>(7).fill(2),
    ]);
  });
});
