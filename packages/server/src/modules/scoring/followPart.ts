import type { Kysely } from 'kysely';
import { ScoringJobStatus, ScoringModelDefinition, type JobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { scoringJobsOfParts, setScoringJobStatus } from './errorQueries.js';
import { sampleDeliveredParts } from './postDelivery.js';
import { rescore } from './rescore.js';

const completedParts: readonly JobStatus[] = ['COMPLETED_BY_LINGUIST', 'COMPLETED'];

/** The scoring job's next status when its part moves to `partStatus`; undefined keeps it. */
function followingStatus(
  current: ScoringJobStatus,
  partStatus: JobStatus,
): ScoringJobStatus | undefined {
  if (completedParts.includes(partStatus)) return 'COMPLETED';
  if (partStatus === 'CANCELLED') return 'CANCELED';
  if (partStatus === 'ASSIGNED' && current === 'NEW') return 'IN_PROGRESS';
  // A finished part set back to a working status reopens its scoring for more errors.
  if (current === 'COMPLETED' || current === 'CANCELED') return 'IN_PROGRESS';
  return undefined;
}

/**
 * Called where job parts' statuses change, in the same transaction (docs/scoring.md): the part's
 * scoring job follows it, and a completed part's scoring job is scored from its errors.
 */
export async function followPartStatus(
  db: Kysely<Database>,
  jobPartIds: readonly number[],
  partStatus: JobStatus,
  now: string,
): Promise<void> {
  if (jobPartIds.length === 0) return;
  const moved = new Map<ScoringJobStatus, number[]>();
  for (const job of await scoringJobsOfParts(db, jobPartIds)) {
    // A post-delivery QA job scores a delivered part: the part's later moves leave it be.
    if (job.sampled_words !== null) continue;
    const next = followingStatus(ScoringJobStatus.parse(job.status), partStatus);
    if (next === 'COMPLETED') {
      const model = ScoringModelDefinition.parse(JSON.parse(job.model_definition));
      await rescore(db, job.id, model, job.words_count, 'COMPLETED', now);
    } else if (next !== undefined && next !== job.status)
      moved.set(next, [...(moved.get(next) ?? []), job.id]);
  }
  for (const [status, ids] of moved) await setScoringJobStatus(db, ids, status, now);
  if (completedParts.includes(partStatus)) await sampleDeliveredParts(db, jobPartIds, now);
}
