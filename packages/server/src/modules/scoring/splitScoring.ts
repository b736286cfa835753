import type { Kysely } from 'kysely';
import { ScoringJobStatus, ScoringModelDefinition } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { insertScoringJobs } from './jobQueries.js';
import { rescore } from './rescore.js';

type Db = Kysely<Database>;

/** A part a split made: the part it copies, and its job (which now holds a range of segments). */
export interface SplitCopy {
  fromPartId: number;
  toPartId: number;
  jobId: number;
  /** The first copy of a part also takes the errors of the whole job (those without a segment). */
  first: boolean;
}

/**
 * Called as a split replaces job parts, before the old ones go: each copy of a scored part gets a
 * scoring job in the same group, with the errors recorded on its segments, scored over its words.
 */
export async function copyScoringJobs(
  db: Db,
  copies: readonly SplitCopy[],
  now: string,
): Promise<void> {
  if (copies.length === 0) return;
  const originals = await db
    .selectFrom('scoring_jobs as sj')
    .innerJoin('scoring_models as m', 'm.id', 'sj.scoring_model_id')
    .select([
      'sj.id',
      'sj.organization_id',
      'sj.job_part_id',
      'sj.scoring_group_id',
      'sj.scoring_model_id',
      'sj.status',
      'm.definition',
    ])
    .where(
      'sj.job_part_id',
      'in',
      copies.map((copy) => copy.fromPartId),
    )
    .execute();
  for (const copy of copies) {
    const original = originals.find((job) => job.job_part_id === copy.fromPartId);
    if (!original) continue;
    const [scoringJobId = 0] = await insertScoringJobs(
      db,
      [
        {
          organizationId: original.organization_id,
          jobPartId: copy.toPartId,
          scoringModelId: original.scoring_model_id,
          scoringGroupId: original.scoring_group_id,
        },
      ],
      now,
    );
    const moved = await moveErrors(db, original.id, scoringJobId, copy);
    const status = ScoringJobStatus.parse(original.status);
    // A scoring job nobody has started stays Requested; any other is scored over its new words.
    if (status === 'NEW' && moved === 0) continue;
    const job = await db
      .selectFrom('jobs')
      .select('words_count')
      .where('id', '=', copy.jobId)
      .executeTakeFirstOrThrow();
    const model = ScoringModelDefinition.parse(JSON.parse(original.definition));
    await rescore(db, scoringJobId, model, job.words_count, status, now);
  }
}

// The errors on the copy's segments (and, for the first copy, those of the whole job) move to it.
async function moveErrors(db: Db, from: number, to: number, copy: SplitCopy): Promise<number> {
  const onSegments = db.selectFrom('segments').select('id').where('job_id', '=', copy.jobId);
  const result = await db
    .updateTable('scoring_errors')
    .set({ scoring_job_id: to })
    .where('scoring_job_id', '=', from)
    .where((eb) =>
      copy.first
        ? eb.or([eb('segment_id', 'in', onSegments), eb('segment_id', 'is', null)])
        : eb('segment_id', 'in', onSegments),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
