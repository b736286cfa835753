import type { Kysely } from 'kysely';
import { drawSample } from '@tessera/core';
import type { Database } from '../../db/schema.js';
import { groupIdOf } from './groupQueries.js';
import { insertScoringJobs } from './jobQueries.js';
import { selectPostMortemFlag } from './queries.js';

type Db = Kysely<Database>;

/**
 * The scoring model of a new project's Sampled Post-Delivery QA: its template's mapped model while
 * the organization has post-delivery QA enabled; null for a regular project.
 */
export async function postDeliveryModelOf(
  db: Db,
  organizationId: number,
  projectTemplateId: number | null,
): Promise<number | null> {
  if (projectTemplateId === null || !(await selectPostMortemFlag(db, organizationId))) return null;
  const mapping = await db
    .selectFrom('sampled_qa_mappings')
    .select('scoring_model_id')
    .where('organization_id', '=', organizationId)
    .where('project_template_id', '=', projectTemplateId)
    .executeTakeFirst();
  return mapping?.scoring_model_id ?? null;
}

// The parts of post-delivery QA projects among these, with what their sample needs.
function deliveredParts(db: Db, jobPartIds: readonly number[]) {
  return (
    db
      .selectFrom('job_parts as jp')
      .innerJoin('jobs as j', 'j.id', 'jp.job_id')
      .innerJoin('projects as p', 'p.id', 'jp.project_id')
      .select([
        'jp.id',
        'jp.uid',
        'jp.organization_id',
        'jp.project_id',
        'jp.job_id',
        'jp.workflow_level',
        'jp.workflow_step_id',
        'j.target_lang',
        'p.project_template_id',
      ])
      .where('jp.id', 'in', jobPartIds)
      .where('p.is_post_mortem_scoring', '=', 1)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('scoring_jobs as sj')
              .select('sj.id')
              .whereRef('sj.job_part_id', '=', 'jp.id'),
          ),
        ),
      )
      // Delivered: the part of the job's last workflow step.
      .where(({ eb, selectFrom }) =>
        eb(
          'jp.workflow_level',
          '=',
          selectFrom('job_parts as last')
            .select(({ fn }) => fn.max('last.workflow_level').as('level'))
            .whereRef('last.job_id', '=', 'jp.job_id'),
        ),
      )
      .execute()
  );
}

/**
 * Called as job parts are completed: the delivered part of a Sampled Post-Delivery QA project gets
 * a scoring job (Requested) over a sample of its segments, drawn reproducibly from the part's uid.
 */
export async function sampleDeliveredParts(
  db: Db,
  jobPartIds: readonly number[],
  now: string,
): Promise<void> {
  if (jobPartIds.length === 0) return;
  for (const part of await deliveredParts(db, jobPartIds)) {
    const modelId = await postDeliveryModelOf(db, part.organization_id, part.project_template_id);
    // The default step (no workflow steps) has no step for the scoring group.
    if (modelId === null || part.workflow_step_id <= 0) continue;
    const segments = await db
      .selectFrom('segments')
      .select(['id', 'words_count as words'])
      .where('job_id', '=', part.job_id)
      .orderBy('ordinal')
      .execute();
    const sample = drawSample(segments, part.uid);
    const scoringGroupId = await groupIdOf(
      db,
      {
        organizationId: part.organization_id,
        projectId: part.project_id,
        workflowStepId: part.workflow_step_id,
        targetLang: part.target_lang,
        scoringModelId: modelId,
      },
      now,
    );
    const [scoringJobId = 0] = await insertScoringJobs(
      db,
      [
        {
          organizationId: part.organization_id,
          jobPartId: part.id,
          scoringModelId: modelId,
          scoringGroupId,
          sampledWords: sample.reduce((sum, segment) => sum + segment.words, 0),
        },
      ],
      now,
    );
    if (sample.length > 0)
      await db
        .insertInto('scoring_sample_segments')
        .values(sample.map((segment) => ({ scoring_job_id: scoringJobId, segment_id: segment.id })))
        .execute();
  }
}
