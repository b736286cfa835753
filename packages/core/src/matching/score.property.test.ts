import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareMatchText } from './prepare.js';
import {
  classTokens,
  indexTerms,
  matchScore,
  matchTokenCount,
  minSharedTerms,
  scorePrepared,
  scorePreparedAtLeast,
  scoreUpperBound,
  shortCandidateBound,
  tokenOccurrences,
} from './score.js';
import type { ClassToken } from './prepare.js';

const word = fc.constantFrom(
  'Save',
  'save',
  'SAVE',
  'file',
  'files',
  'the',
  'The',
  'window',
  'dog',
  'cat',
  'über',
  'Über',
  '東',
  '京',
  'ก',
  "don't",
);
const piece = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 1, arbitrary: fc.constantFrom('1', '2', '42', '1,000.5') },
  { weight: 1, arbitrary: fc.constantFrom(',', '.', '!', '?', '€', '…') },
  { weight: 1, arbitrary: fc.constantFrom('{1}', '{/1}', '{2/}', '{3}', '{/3}') },
);
const separator = fc.constantFrom(' ', ' ', ' ', '', '  ', '\t');
const pieces = fc.array(fc.tuple(piece, separator), { maxLength: 14 });
const join = (parts: readonly (readonly [string, string])[]) =>
  parts.map(([p, s]) => p + s).join('');

/** A candidate close to the query: a few pieces replaced, dropped, inserted or re-spaced. */
const nearPair = pieces.chain((query) =>
  fc
    .array(
      fc.tuple(fc.nat(), fc.constantFrom('replace', 'drop', 'insert', 'space'), piece, separator),
      { maxLength: 3 },
    )
    .map((edits) => {
      const candidate = [...query];
      for (const [at, edit, newPiece, newSeparator] of edits) {
        const i = candidate.length === 0 ? 0 : at % candidate.length;
        const old = candidate[i];
        if (edit === 'insert' || !old) candidate.splice(i, 0, [newPiece, newSeparator]);
        else if (edit === 'drop') candidate.splice(i, 1);
        else if (edit === 'replace') candidate[i] = [newPiece, old[1]];
        else candidate[i] = [old[0], newSeparator];
      }
      return [join(query), join(candidate)] as const;
    }),
);
const anyPair = fc.oneof(
  nearPair,
  fc.tuple(pieces.map(join), pieces.map(join)),
  fc.tuple(fc.string(), fc.string()),
);

/** Short texts with words of one prefix class (file, files, filter), typos and numbers. */
const shortWord = fc.oneof(
  fc.constantFrom(
    'file',
    'files',
    'filter',
    'Save',
    'saved',
    'the',
    'them',
    'theory',
    'a',
    '東',
    '7',
    '42',
  ),
  fc
    .constantFrom('file', 'window', 'the', 'supercalifragilistic')
    .chain((base) => fc.nat(base.length).map((at) => base.slice(0, at) + base.slice(at + 1))),
);
const shortText = fc
  .array(fc.tuple(shortWord, fc.constantFrom(' ', ' ', ', ', '')), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([w, sep]) => w + sep).join(''));
const shortPair = fc.tuple(shortText, shortText);

/** The most tokens two sequences align one to one, in order, with equal keys. */
function longestCommon(
  a: readonly ClassToken[],
  b: readonly ClassToken[],
  key: (token: ClassToken) => string,
): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] =
        key(x) === key(b[j - 1] as ClassToken)
          ? diagonal + 1
          : Math.max(above, row[j - 1] as number);
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** How many of the query's distinct items the candidate's items hold. */
const sharedCount = (query: readonly string[], candidate: readonly string[]) =>
  query.filter((item) => new Set(candidate).has(item)).length;

describe('score properties', () => {
  it(
    'is a whole percent within the length bound, 100 only for equal normalised texts',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(anyPair, ([query, candidate]) => {
          const score = matchScore(query, candidate);
          expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
          expect(score).toBeLessThanOrEqual(
            scoreUpperBound(matchTokenCount(query), matchTokenCount(candidate)),
          );
          const same =
            prepareMatchText(query).details.normalized ===
            prepareMatchText(candidate).details.normalized;
          expect(score === 100).toBe(same);
          // No rule favours one side: the TM unit scores against the segment as the segment against it.
          expect(matchScore(candidate, query)).toBe(score);
        }),
        { numRuns: 3000 },
      );
    },
  );

  it(
    'leaves a candidate scoring s at least minSharedTerms of the query terms',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(nearPair, ([query, candidate]) => {
          const score = matchScore(query, candidate);
          const terms = indexTerms(query);
          const shared = sharedCount(terms, indexTerms(candidate));
          // minSharedTerms grows with s, so the candidate's own score is the hardest case.
          for (const s of [score, 50, 75, 85, 95]) {
            if (s > score || s < 1) continue;
            expect(shared).toBeGreaterThanOrEqual(
              minSharedTerms(terms.length, s, matchTokenCount(query)),
            );
          }
        }),
        { numRuns: 5000 },
      );
    },
  );

  it(
    'leaves a candidate scoring s at least minSharedTerms of the query token occurrences',
    { timeout: 60_000 },
    () => {
      const occurrences = (text: string) =>
        tokenOccurrences(prepareMatchText(text)).map(
          ({ token, occurrence }) => `${token}\u0000${occurrence}`,
        );
      fc.assert(
        fc.property(nearPair, ([query, candidate]) => {
          const score = matchScore(query, candidate);
          const held = occurrences(query);
          const shared = sharedCount(held, occurrences(candidate));
          for (const s of [score, 50, 75, 85, 95]) {
            if (s > score || s < 1) continue;
            expect(shared).toBeGreaterThanOrEqual(minSharedTerms(held.length, s, held.length));
          }
        }),
        { numRuns: 5000 },
      );
    },
  );

  it(
    'aligns at least shortCandidateBound.matched tokens of one class, all equal where it says exact',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(shortPair, ([query, candidate]) => {
          const score = matchScore(query, candidate);
          const queryTokens = classTokens(query);
          const candidateTokens = classTokens(candidate);
          if (queryTokens.length > 4 || candidateTokens.length > 4) return;
          const byClass = longestCommon(queryTokens, candidateTokens, (t) => t.prefixClass);
          const byWord = longestCommon(queryTokens, candidateTokens, (t) => t.word);
          const longestWord = Math.max(
            0,
            ...queryTokens.map((t) => (t.word === '#' ? 0 : t.word.length)),
          );
          for (const s of [score, 50, 60, 67, 75, 85, 95]) {
            if (s > score || s < 1) continue;
            const bound = shortCandidateBound(
              queryTokens.length,
              candidateTokens.length,
              s,
              longestWord,
            );
            expect(byClass).toBeGreaterThanOrEqual(bound.matched);
            if (bound.exact && byClass === bound.matched) {
              expect(byWord).toBeGreaterThanOrEqual(bound.matched);
            }
          }
        }),
        { numRuns: 20000 },
      );
    },
  );

  it(
    'scores prepared texts the same, and answers -1 exactly below the minimum',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(anyPair, fc.integer({ min: 0, max: 101 }), ([query, candidate], minScore) => {
          const score = matchScore(query, candidate);
          const q = prepareMatchText(query);
          const c = prepareMatchText(candidate);
          expect(scorePrepared(q, c)).toBe(score);
          expect(scorePreparedAtLeast(q, c, minScore)).toBe(score >= minScore ? score : -1);
          expect(matchScore(query, candidate)).toBe(score);
        }),
        { numRuns: 3000 },
      );
    },
  );
});
