import type { SplitMode } from '@tessera/contracts';

/** How a job is cut (spec 001 section 5): the mode and its value. */
export type SplitChoice =
  | { mode: 'partsCount' | 'partSize' | 'wordCount'; value: number }
  | { mode: 'afterSegment'; value: readonly number[] };

/** The first and last position (1-based, inclusive) of a part's segments within the job. */
export type PartRange = readonly [first: number, last: number];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The largest value a mode accepts for a job: its word count for wordCount, else its segments. */
export function splitBound(mode: SplitMode, wordCounts: readonly number[]): number {
  return mode === 'wordCount' ? sum(wordCounts) : wordCounts.length;
}

/** Whether every value of the choice lies from 1 to the mode's bound for this job. */
export function withinSplitBound(choice: SplitChoice, wordCounts: readonly number[]): boolean {
  const max = splitBound(choice.mode, wordCounts);
  const values = typeof choice.value === 'number' ? [choice.value] : choice.value;
  return values.length > 0 && values.every((value) => value >= 1 && value <= max);
}

// Parts ending at these positions, the last at the job's end.
function endingAt(ends: readonly number[], count: number): PartRange[] {
  const parts: PartRange[] = [];
  let first = 1;
  for (const end of [...ends.filter((end) => end < count), count]) {
    parts.push([first, end]);
    first = end + 1;
  }
  return parts;
}

function byPartsCount(count: number, parts: number): number[] {
  const size = Math.floor(count / parts);
  const remainder = count % parts;
  const ends: number[] = [];
  let end = 0;
  // Earlier parts take one segment more until the remainder is used up.
  for (let part = 0; part < parts; part += 1) ends.push((end += size + (part < remainder ? 1 : 0)));
  return ends;
}

function byWordCount(wordCounts: readonly number[], words: number): number[] {
  const ends: number[] = [];
  let inPart = 0;
  wordCounts.forEach((segmentWords, index) => {
    // A part holds at least one segment, however long.
    if (index > 0 && inPart + segmentWords > words) {
      ends.push(index);
      inPart = 0;
    }
    inPart += segmentWords;
  });
  return ends;
}

/**
 * The parts of a job whose segments have these word counts (in file order), cut as chosen; the
 * choice must be within the mode's bound. One part means the job stays whole.
 */
export function splitPlan(wordCounts: readonly number[], choice: SplitChoice): PartRange[] {
  const count = wordCounts.length;
  if (!withinSplitBound(choice, wordCounts)) throw new RangeError('split value out of bounds');
  switch (choice.mode) {
    case 'partsCount':
      return endingAt(byPartsCount(count, choice.value), count);
    case 'partSize':
      return endingAt(
        Array.from({ length: Math.ceil(count / choice.value) }, (_, i) => (i + 1) * choice.value),
        count,
      );
    case 'wordCount':
      return endingAt(byWordCount(wordCounts, choice.value), count);
    case 'afterSegment':
      return endingAt(
        [...new Set(choice.value)].sort((a, b) => a - b),
        count,
      );
  }
}
