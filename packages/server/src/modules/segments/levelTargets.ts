import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** What an analysis reads of a job's segments, in file order. */
export function analysisSegments(db: Db, jobId: number) {
  return db
    .selectFrom('segments')
    .select([
      'ordinal',
      'source',
      'target',
      'context_key',
      'words_count',
      'characters_count',
      'match_origin',
      'confirmed_levels',
      'locked_levels',
    ])
    .where('job_id', '=', jobId)
    .orderBy('ordinal')
    .execute();
}
export type AnalysisSegment = Awaited<ReturnType<typeof analysisSegments>>[number];

/**
 * Keeps the jobs' targets as they are now as the targets of a workflow level (a Compare analysis
 * measures later changes against them); completing the level again replaces them.
 */
export async function saveLevelTargets(
  db: Db,
  jobIds: readonly number[],
  level: number,
  now: string,
): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .deleteFrom('segment_level_targets')
    .where('job_id', 'in', jobIds)
    .where('workflow_level', '=', level)
    .execute();
  await db
    .insertInto('segment_level_targets')
    .columns(['job_id', 'workflow_level', 'ordinal', 'target', 'saved_at'])
    .expression((eb) =>
      eb
        .selectFrom('segments')
        .select((s) => [
          'job_id',
          s.val(level).as('workflow_level'),
          'ordinal',
          'target',
          s.val(now).as('saved_at'),
        ])
        .where('job_id', 'in', jobIds),
    )
    .execute();
}

/** The targets a job had when its part at this level was last completed, by ordinal; null if never. */
export async function levelTargets(
  db: Db,
  jobId: number,
  level: number,
): Promise<Map<number, string> | null> {
  const rows = await db
    .selectFrom('segment_level_targets')
    .select(['ordinal', 'target'])
    .where('job_id', '=', jobId)
    .where('workflow_level', '=', level)
    .execute();
  return rows.length === 0 ? null : new Map(rows.map((row) => [row.ordinal, row.target]));
}
