import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareMatchText } from './prepare.js';
import {
  indexPrefixes,
  indexTerms,
  matchScore,
  matchTokenCount,
  minSharedPrefixes,
  minSharedTerms,
  scorePrepared,
  scorePreparedAtLeast,
  scoreUpperBound,
} from './score.js';

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
    'leaves a candidate scoring s at least minSharedPrefixes of the query prefixes, short or long',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(nearPair, ([query, candidate]) => {
          const score = matchScore(query, candidate);
          const prefixes = indexPrefixes(query);
          const shared = sharedCount(prefixes, indexPrefixes(candidate));
          for (const s of [score, 50, 75, 85, 95]) {
            if (s > score || s < 1) continue;
            expect(shared).toBeGreaterThanOrEqual(
              minSharedPrefixes(prefixes.length, s, matchTokenCount(query)),
            );
          }
        }),
        { numRuns: 5000 },
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
