import type { QualitySettings } from '@tessera/contracts';
import { textsOf, words } from './text.js';
import type { QaText } from './text.js';
import type { Finding, QaSegment } from './types.js';

const letter = /\p{L}/u;

/** A target without text (tags and spaces only) for a source that has some. */
export function emptyTargets(segment: QaSegment): Finding {
  const { source, target } = textsOf(segment);
  return source.hasText && !target.hasText ? {} : undefined;
}

const capitalised = /^\p{Lu}[\p{Ll}\p{M}'’-]*$/u;
const allCaps = /^[\p{Lu}\p{M}\p{N}'’-]*\p{Lu}[\p{Lu}\p{M}\p{N}'’-]*$/u;

/** A target equal to a source that has letters; sources of capitalised or all-caps words only when their option is on. */
export function identicalToSource(segment: QaSegment, settings: QualitySettings): Finding {
  const source = segment.source.trim();
  if (source !== segment.target.trim() || !letter.test(textsOf(segment).source.plain))
    return undefined;
  const sourceWords = words(source).filter((word) => letter.test(word));
  if (sourceWords.every((word) => allCaps.test(word)))
    return settings.includeWordsInAllCaps ? {} : undefined;
  if (sourceWords.every((word) => capitalised.test(word)))
    return settings.includeCapitalizedWordsWhenIdenticalToSource ? {} : undefined;
  return {};
}

// Final punctuation of the same meaning in other scripts counts as the same mark.
const punctuationClass: Readonly<Record<string, string>> = {
  '.': '.',
  '。': '.',
  '．': '.',
  '।': '.',
  '…': '…',
  '!': '!',
  '！': '!',
  '?': '?',
  '？': '?',
  '؟': '?',
  ':': ':',
  '：': ':',
  ';': ';',
  '；': ';',
  ',': ',',
  '，': ',',
  '、': ',',
  '،': ',',
};
const closers = /[\s"'‘’“”«»‹›)\]}」』）]+$/u;

function finalMark(text: QaText): string {
  const trimmed = text.bare.replace(closers, '');
  if (trimmed.endsWith('...')) return '…';
  const last = trimmed.at(-1) ?? '';
  return punctuationClass[last] ?? '';
}

/** Source and target end with different sentence punctuation (closing quotes and brackets skipped). */
export function trailingPunctuation(segment: QaSegment): Finding {
  const texts = textsOf(segment);
  if (!texts.target.hasText) return undefined;
  const source = finalMark(texts.source);
  const target = finalMark(texts.target);
  return source === target ? undefined : { details: `${source || 'none'} → ${target || 'none'}` };
}

/** Numbers of the source that the target lacks, compared as digits (1,000.5 = 1.000,5). */
export function missingNumbers(segment: QaSegment): Finding {
  const { source, target } = textsOf(segment);
  if (!target.hasText) return undefined;
  const left = new Map<string, number>();
  for (const number of target.numbers) left.set(number, (left.get(number) ?? 0) + 1);
  const missing: string[] = [];
  for (const number of source.numbers) {
    const count = left.get(number) ?? 0;
    if (count === 0) missing.push(number);
    else left.set(number, count - 1);
  }
  return missing.length > 0 ? { details: missing.join(', ') } : undefined;
}

const edgeSpace = (text: string) =>
  `${/^\s/u.test(text) ? 'leading' : ''}${/\s$/u.test(text) ? 'trailing' : ''}`;

/** The target starts or ends with whitespace where the source does not, or the other way round. */
export function leadingAndTrailingSpace(segment: QaSegment): Finding {
  if (segment.target === '') return undefined;
  return edgeSpace(segment.source) === edgeSpace(segment.target) ? undefined : {};
}

const spaceRun = /[ \t\u00a0]{2,}/gu;

/** More runs of two or more spaces in the target than in the source. */
export function multipleSpaces(segment: QaSegment): Finding {
  const runs = (text: string) => text.trim().match(spaceRun)?.length ?? 0;
  return runs(segment.target) > runs(segment.source) ? {} : undefined;
}

// A word, then whitespace only (tags count as whitespace), then the same word; the i flag makes \\1 ignore case.
const repeatPattern = /(?<![\p{L}\p{M}\p{N}])([\p{L}\p{M}]+)\s+\1(?![\p{L}\p{M}\p{N}])/giu;

function repeats(text: QaText): string[] {
  return [...text.spaced.matchAll(repeatPattern)].map((match) =>
    (match[1] as string).toLocaleLowerCase(),
  );
}

/** A word written twice in a row (ignoring case and tags), unless the source repeats it too. */
export function repeatedWords(segment: QaSegment): Finding {
  const { source, target } = textsOf(segment);
  const inSource = new Set(repeats(source));
  const found = repeats(target).filter((word) => !inSource.has(word));
  return found.length > 0 ? { details: found.join(', ') } : undefined;
}
