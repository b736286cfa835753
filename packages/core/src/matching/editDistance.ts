// Edit distances of the scorer. One row buffer serves every call: scoring millions of pairs allocates nothing.
let row = new Int32Array(64);

function rowOf(length: number): Int32Array {
  if (row.length < length) row = new Int32Array(Math.max(length, row.length * 2));
  return row;
}

/**
 * Levenshtein distance of two token id sequences, or limit + 1 as soon as it must exceed limit.
 * The shared start and end are skipped first: they never change the distance.
 */
export function tokenDistance(a: Int32Array, b: Int32Array, limit: number): number {
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  while (start < endA && start < endB && a[start] === b[start]) start++;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const m = endA - start;
  const n = endB - start;
  if (m === 0 || n === 0) return Math.min(m + n, limit + 1);
  if (Math.abs(m - n) > limit) return limit + 1;
  const previous = rowOf(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    const token = a[start + i - 1];
    let diagonal = previous[0] as number;
    previous[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= n; j++) {
      const above = previous[j] as number;
      const left = previous[j - 1] as number;
      const cost = diagonal + (token === b[start + j - 1] ? 0 : 1);
      const cell = Math.min(cost, above + 1, left + 1);
      previous[j] = cell;
      diagonal = above;
      if (cell < rowMinimum) rowMinimum = cell;
    }
    if (rowMinimum > limit) return limit + 1;
  }
  return Math.min(previous[n] as number, limit + 1);
}

/** Levenshtein distance of two short sequences of numbers (punctuation, tags). */
export function smallDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const m = a.length;
  const n = b.length;
  if (m === 0 || n === 0) return m + n;
  const previous = rowOf(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    const item = a[i - 1];
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= n; j++) {
      const above = previous[j] as number;
      const cell = Math.min(
        diagonal + (item === b[j - 1] ? 0 : 1),
        above + 1,
        (previous[j - 1] as number) + 1,
      );
      previous[j] = cell;
      diagonal = above;
    }
  }
  return previous[n] as number;
}

/** Character Levenshtein distance over the longer word's length: how far apart two words are, 0..1. */
function wordDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '' || b === '') return 1;
  const codesA = Array.from(a, (c) => c.codePointAt(0) ?? 0);
  const codesB = Array.from(b, (c) => c.codePointAt(0) ?? 0);
  return smallDistance(codesA, codesB) / Math.max(codesA.length, codesB.length);
}

/**
 * Edit distance of two short token sequences where replacing a word costs how far apart the two
 * words are (file → files 0.2) instead of 1; '' stands for a number and matches any number.
 */
export function weightedDistance(a: readonly string[], b: readonly string[]): number {
  const m = a.length;
  const n = b.length;
  const previous = new Float64Array(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    const word = a[i - 1] as string;
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= n; j++) {
      const above = previous[j] as number;
      const other = b[j - 1] as string;
      const replace =
        word === '' || other === '' ? (word === other ? 0 : 1) : wordDistance(word, other);
      const cell = Math.min(diagonal + replace, above + 1, (previous[j - 1] as number) + 1);
      previous[j] = cell;
      diagonal = above;
    }
  }
  return previous[n] as number;
}
