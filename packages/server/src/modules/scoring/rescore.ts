import type { Kysely } from 'kysely';
import { scoreOf, type ScoringWeights } from '@tessera/core';
import type { ScoringJobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { selectErrorSeverities } from './errorQueries.js';
import { updateScore } from './jobQueries.js';

/**
 * Scores a scoring job from the errors it has recorded over the job's words, and leaves it in
 * the given status: a scorecard import, each change in the editor and the part's completion;
 * a post-delivery QA job over its sample's words.
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
  // A post-delivery QA job scores its sample's words, not the job's.
  const { sampled_words: sampled } = await db
    .selectFrom('scoring_jobs')
    .select('sampled_words')
    .where('id', '=', scoringJobId)
    .executeTakeFirstOrThrow();
  const words = sampled ?? scoredWords;
  const score = scoreOf(model, errors, words);
  await updateScore(db, scoringJobId, {
    status,
    score: score.score,
    passing: score.passing,
    scoredWordCount: words,
    penaltyPoints: score.penaltyPoints,
    now,
  });
}
