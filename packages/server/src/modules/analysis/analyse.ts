import { tagTokenPattern, type AnalysisData, type AnalysisOptions } from '@tessera/contracts';
import {
  countCharacters,
  countWords,
  isNonTranslatable,
  matchBand,
  matchScore,
} from '@tessera/core';
import { levelBit, type AnalysisSegment } from '../segments/index.js';
import type { MatchQuery, Matcher } from '../tm/index.js';
import { count, emptyData, withPercents, type SegmentUnits } from './bands.js';
import { EarlierSources, FUZZY_FLOOR } from './earlierSources.js';

/** The score machine translation counts as: below it a TM or internal match is worth less. */
export const MT_EQUIVALENT_SCORE = 75;
// TM look-ups asked at once, and how often progress is reported.
const LOOKUP_BATCH = 250;

export type ContextType = 'AUTO' | 'PREV_AND_NEXT_SEGMENT' | 'SEGMENT_KEY' | 'NO_CONTEXT';

export interface AnalysedPart {
  level: number;
  targetLang: string;
  contextType: ContextType;
  segments: readonly AnalysisSegment[];
}

/** The segments analysed so far for one target locale: repetitions and internal fuzzy span its jobs. */
export interface Scope {
  seen: Set<string>;
  earlier: EarlierSources;
}
export const newScope = (): Scope => ({ seen: new Set(), earlier: new EarlierSources() });

const withoutTags = (text: string) => text.replace(tagTokenPattern, '');
/** Digits with punctuation, symbols, spaces or tags around them, and nothing else. */
export const isNumberOnly = (source: string): boolean => {
  const text = withoutTags(source);
  return /\p{Nd}/u.test(text) && /^[\p{Nd}\p{P}\p{S}\s]*$/u.test(text);
};
// Repetitions ignore differences of whitespace only, like a 100% match.
const repetitionKey = (source: string) => source.replace(/\s+/g, ' ').trim();

/** Whether the options leave a segment out of the analysis at the job part's level. */
function isExcluded(segment: AnalysisSegment, level: number, options: AnalysisOptions): boolean {
  const bit = levelBit(level);
  if (!options.includeConfirmedSegments && (segment.confirmed_levels & bit) !== 0) return true;
  if (!options.includeLockedSegments && (segment.locked_levels & bit) !== 0) return true;
  return !options.includeNumbers && isNumberOnly(segment.source);
}

function unitsOf(
  segment: AnalysisSegment,
  part: AnalysedPart,
  options: AnalysisOptions,
): SegmentUnits {
  return options.countSourceUnits
    ? { words: segment.words_count, characters: segment.characters_count }
    : {
        words: countWords(segment.target, part.targetLang),
        characters: countCharacters(segment.target),
      };
}

function matchQuery(part: AnalysedPart, index: number): MatchQuery {
  const { segments } = part;
  return {
    source: segments[index]?.source ?? '',
    context: {
      prev: segments[index - 1]?.source ?? '',
      next: segments[index + 1]?.source ?? '',
      key: segments[index]?.context_key ?? '',
    },
  };
}

/** A segment left to band by its best TM match: its index and its internal fuzzy score. */
interface Pending {
  index: number;
  internal: number;
}

/**
 * PreAnalyse of one job part (docs/decisions/analysis.md): NT, then repetition of an earlier
 * segment of the scope, then the best of TM match, internal fuzzy match and machine translation.
 */
export async function preAnalysePart(
  part: AnalysedPart,
  scope: Scope,
  options: AnalysisOptions,
  matcher: Pick<Matcher, 'best'> | null,
  progress: (fraction: number) => Promise<void>,
): Promise<AnalysisData> {
  const data = emptyData();
  const pending: Pending[] = [];
  part.segments.forEach((segment, index) => {
    if (isExcluded(segment, part.level, options)) return;
    const units = unitsOf(segment, part, options);
    if (isNonTranslatable(segment.source)) return count(data, 'nonTranslatable', units);
    const key = repetitionKey(segment.source);
    if (scope.seen.has(key)) return count(data, 'repetitions', units);
    scope.seen.add(key);
    const internal = options.includeFuzzyRepetitions ? scope.earlier.best(segment.source) : 0;
    scope.earlier.add(segment.source);
    pending.push({ index, internal });
  });
  for (let at = 0; at < pending.length; at += LOOKUP_BATCH) {
    const batch = pending.slice(at, at + LOOKUP_BATCH);
    const matches = matcher
      ? await matcher.best(
          // A TM match below the internal one changes no band: only better ones are looked for.
          batch.map(({ index, internal }) => ({ ...matchQuery(part, index), minScore: internal })),
          FUZZY_FLOOR,
        )
      : [];
    batch.forEach(({ index, internal }, position) => {
      const segment = part.segments[index] as AnalysisSegment;
      const units = unitsOf(segment, part, options);
      const tm = matches[position]?.score ?? 0;
      if (segment.match_origin === 'MT' && Math.max(tm, internal) < MT_EQUIVALENT_SCORE)
        count(data, 'machineTranslation', units);
      else if (internal > tm) count(data, 'internalFuzzy', units);
      else count(data, matchBand(tm), units);
    });
    await progress((at + batch.length) / pending.length);
  }
  return withPercents(data);
}

/** How close the target of a compared level is to the current one (100: unchanged). */
export function compareScore(earlier: string, current: string): number {
  if (earlier === current) return 100;
  if (earlier === '' || current === '') return 0;
  return Math.min(matchScore(current, earlier), 100);
}

/**
 * Compare of one job part: each analysed segment's current target against its target when the
 * compared level was completed (none kept: the current one, so unchanged), in the match bands.
 */
export function comparePart(
  part: AnalysedPart,
  earlierTargets: ReadonlyMap<number, string> | null,
  options: AnalysisOptions,
): AnalysisData {
  const data = emptyData();
  for (const segment of part.segments) {
    if (isExcluded(segment, part.level, options)) continue;
    const earlier = earlierTargets?.get(segment.ordinal) ?? segment.target;
    const band = matchBand(compareScore(earlier, segment.target));
    count(data, band, unitsOf(segment, part, options));
  }
  return withPercents(data);
}
