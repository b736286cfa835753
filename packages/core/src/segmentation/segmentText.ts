import { tagTokens, type TagToken } from '@tessera/contracts';
import { abbreviationPattern } from './abbreviations.js';
import { applyRules, type SegmentationRule } from './rules.js';
import { sentenceStarts } from './sentenceStarts.js';

export interface Sentence {
  text: string;
  /** Whitespace after the sentence, written back unchanged between translated sentences. */
  gap: string;
}

/** lead + Σ(text + gap) is exactly the segmented text. */
export interface SegmentedText {
  lead: string;
  sentences: Sentence[];
}

// A format character (WORD JOINER) is invisible to sentence rules, so masked tags never cause a break.
const maskCharacter = '\u2060';
const isWhitespace = (character: string | undefined): boolean =>
  character !== undefined && /\s/u.test(character);

function maskPlaceholders(text: string, placeholders: readonly TagToken[]): string {
  let masked = '';
  let position = 0;
  for (const tag of placeholders) {
    masked += text.slice(position, tag.start) + maskCharacter.repeat(tag.end - tag.start);
    position = tag.end;
  }
  return masked + text.slice(position);
}

function abbreviationEnds(text: string, locale: string): Set<number> {
  const ends = new Set<number>();
  const pattern = abbreviationPattern(locale);
  if (!pattern) return ends;
  // exec on the shared global pattern, where matchAll copied it for every text (#14); a failed
  // exec leaves lastIndex at 0 for the next text.
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    // Inside a multi-word abbreviation ("z. B.") counts too, so no break falls after "z.".
    for (let end = match.index + 1; end <= match.index + match[0].length; end++) ends.add(end);
  }
  return ends;
}

// Sentences end only after a terminator or a paragraph separator (UAX #29 SB4, SB11).
const sentenceEnder = /[\p{Sentence_Terminal}\u2024\uFE52\uFF0E\n\r\u0085\u2028\u2029]/u;

/** Where the text's closing full stops (or ! and ?) and trailing whitespace begin. */
function closingStart(text: string): number {
  let start = text.trimEnd().length;
  while (start > 0 && '.!?'.includes(text.charAt(start - 1))) start--;
  return start;
}

export function segmentText(
  text: string,
  locale: string,
  rules: readonly SegmentationRule[] = [],
): SegmentedText {
  const leadEnd = text.length - text.trimStart().length;
  if (leadEnd === text.length) return { lead: text, sentences: [] };
  // Most units are one sentence with at most its full stop at the end: no segmenter needed.
  if (rules.length === 0 && !sentenceEnder.test(text.slice(leadEnd, closingStart(text)))) {
    const textEnd = text.trimEnd().length;
    return {
      lead: text.slice(0, leadEnd),
      sentences: [{ text: text.slice(leadEnd, textEnd), gap: text.slice(textEnd) }],
    };
  }
  return segmentWithSegmenter(text, locale, rules, leadEnd);
}

/** Sentences where Intl.Segmenter and the rules break, kept together after abbreviations. */
export function segmentWithSegmenter(
  text: string,
  locale: string,
  rules: readonly SegmentationRule[],
  leadEnd = text.length - text.trimStart().length,
): SegmentedText {
  if (leadEnd === text.length) return { lead: text, sentences: [] };
  const placeholders = tagTokens(text);
  return placeholders.length === 0 && rules.length === 0
    ? plainSentences(text, locale, leadEnd)
    : sentencesAroundTags(text, locale, rules, leadEnd, placeholders);
}

/**
 * segmentWithSegmenter for a text without tags or rules (most paragraphs of more than one
 * sentence): every break is Intl's, each sentence ends before the whitespace at its break, and
 * the breaks come in order, so no candidate is kept, sorted or looked up.
 */
export function plainSentences(text: string, locale: string, leadEnd: number): SegmentedText {
  const textEnd = text.trimEnd().length;
  const sentences: Sentence[] = [];
  let abbreviations: Set<number> | undefined;
  let sentenceStart = leadEnd;
  for (const start of sentenceStarts(text, locale)) {
    let end = start;
    while (isWhitespace(text[end - 1])) end--;
    if (end <= sentenceStart) continue;
    let nextStart = end;
    while (isWhitespace(text[nextStart])) nextStart++;
    if (nextStart >= text.length) continue;
    abbreviations ??= abbreviationEnds(text, locale);
    if (abbreviations.has(end)) continue;
    sentences.push({ text: text.slice(sentenceStart, end), gap: text.slice(end, nextStart) });
    sentenceStart = nextStart;
  }
  sentences.push({ text: text.slice(sentenceStart, textEnd), gap: text.slice(textEnd) });
  return { lead: text.slice(0, leadEnd), sentences };
}

/** segmentWithSegmenter for any text: tags stay whole, and rules break or keep together. */
export function sentencesAroundTags(
  text: string,
  locale: string,
  rules: readonly SegmentationRule[],
  leadEnd: number,
  placeholders: readonly TagToken[] = tagTokens(text),
): SegmentedText {
  const tagStartingAt = new Map(placeholders.map((tag) => [tag.start, tag]));
  const tagEndingAt = new Map(placeholders.map((tag) => [tag.end, tag]));
  const insideTag = new Set<number>();
  for (const tag of placeholders) {
    for (let position = tag.start + 1; position < tag.end; position++) insideTag.add(position);
  }
  const ruleVerdicts = applyRules(text, rules);
  const abbreviations = abbreviationEnds(text, locale);

  // Where a sentence's text ends for a break at position: trailing space and opening tags go to the
  // next sentence, closing and standalone tags written right after the punctuation stay.
  const sentenceEnd = (position: number): number => {
    let end = position;
    for (;;) {
      const tag = tagEndingAt.get(end);
      if (isWhitespace(text[end - 1])) end--;
      else if (tag && tag.kind !== 'close') end = tag.start;
      else break;
    }
    for (
      let tag = tagStartingAt.get(end);
      tag && tag.kind !== 'open';
      tag = tagStartingAt.get(end)
    ) {
      end = tag.end;
    }
    return end;
  };
  // The end of the words themselves, before any closing tags, where abbreviations and exceptions match.
  const wordsEnd = (end: number): number => {
    let core = end;
    for (let tag = tagEndingAt.get(core); tag?.kind === 'close'; tag = tagEndingAt.get(core)) {
      core = tag.start;
    }
    return core;
  };
  const keptTogether = (end: number, breakPosition: number): boolean => {
    const core = wordsEnd(end);
    if (abbreviations.has(core)) return true;
    for (let position = core; position <= Math.max(end, breakPosition); position++) {
      if (ruleVerdicts.decisionAt(position) === false) return true;
    }
    return false;
  };

  // Candidate breaks by sentence end: true when a break rule asks for it, false when only Intl does.
  const candidates = new Map<number, { byRule: boolean; position: number }>();
  const textEnd = text.trimEnd().length;
  // A break inside the trailing whitespace ends the last sentence, it never starts another.
  const addCandidate = (position: number, byRule: boolean) => {
    if (position <= leadEnd || position >= textEnd || insideTag.has(position)) return;
    const end = sentenceEnd(position);
    const known = candidates.get(end);
    if (!known || (byRule && !known.byRule)) candidates.set(end, { byRule, position });
  };
  for (const start of sentenceStarts(maskPlaceholders(text, placeholders), locale)) {
    addCandidate(start, false);
  }
  for (const position of ruleVerdicts.breakPositions) addCandidate(position, true);

  const sentences: Sentence[] = [];
  let sentenceStart = leadEnd;
  for (const [end, { byRule, position }] of [...candidates].sort(([a], [b]) => a - b)) {
    if (end <= sentenceStart) continue;
    let nextStart = end;
    while (isWhitespace(text[nextStart])) nextStart++;
    if (nextStart >= text.length) continue;
    if (!byRule && keptTogether(end, position)) continue;
    sentences.push({ text: text.slice(sentenceStart, end), gap: text.slice(end, nextStart) });
    sentenceStart = nextStart;
  }
  sentences.push({ text: text.slice(sentenceStart, textEnd), gap: text.slice(textEnd) });
  return { lead: text.slice(0, leadEnd), sentences };
}
