import type { Kysely } from 'kysely';
import { scoreOf, type ScoringWeights } from '@tessera/core';
import type { ScoringJobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { selectErrorSeverities } from './errorQueries.js';
import { updateScore } from './jobQueries.js';

/**
 * Scores a scoring job from the errors it has recorded over the job's words, and leaves it in
 * the given status: a scorecard import, each change in the editor and the part's completion.
 */
export async function rescore(
  db: Kysely<Database>,
  scoringJobId: number,
  model: ScoringWeights,
  scoredWords: number,
  status: ScoringJobStatus,
  now: string,
): Promise<void> {
  const errors = await selectErrorSeverities(db, scoringJobId);
  const score = scoreOf(model, errors, scoredWords);
  await updateScore(db, scoringJobId, {
    status,
    score: score.score,
    passing: score.passing,
    scoredWordCount: scoredWords,
    penaltyPoints: score.penaltyPoints,
    now,
  });
}
