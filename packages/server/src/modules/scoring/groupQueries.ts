import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface GroupKey {
  organizationId: number;
  projectId: number;
  workflowStepId: number;
  targetLang: string;
  scoringModelId: number;
}

/** The group of a project's step and target locale, created with its first scoring job. */
export async function groupIdOf(db: Db, key: GroupKey, now: string): Promise<number> {
  const found = await db
    .selectFrom('scoring_groups')
    .select('id')
    .where('project_id', '=', key.projectId)
    .where('workflow_step_id', '=', key.workflowStepId)
    .where('target_lang', '=', key.targetLang)
    .executeTakeFirst();
  if (found) return found.id;
  const inserted = await db
    .insertInto('scoring_groups')
    .values({
      organization_id: key.organizationId,
      project_id: key.projectId,
      workflow_step_id: key.workflowStepId,
      target_lang: key.targetLang,
      scoring_model_id: key.scoringModelId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * The organization's groups of these ids, with their model and step; for a linguist only the
 * groups holding a part assigned to them.
 */
export function selectGroups(
  db: Db,
  organizationId: number,
  groupIds: readonly number[],
  linguistId?: number,
) {
  let query = db
    .selectFrom('scoring_groups as g')
    .innerJoin('scoring_models as m', 'm.id', 'g.scoring_model_id')
    .innerJoin('workflow_steps as ws', 'ws.id', 'g.workflow_step_id')
    .innerJoin('project_workflow_steps as pws', (join) =>
      join
        .onRef('pws.project_id', '=', 'g.project_id')
        .onRef('pws.workflow_step_id', '=', 'g.workflow_step_id'),
    )
    .select([
      'g.id',
      'g.project_id',
      'g.target_lang',
      'm.id as model_id',
      'm.name as model_name',
      'm.version as model_version',
      'm.threshold as model_threshold',
      'm.definition as model_definition',
      'ws.id as step_id',
      'ws.name as step_name',
      'pws.level as step_level',
    ])
    .where('g.organization_id', '=', organizationId)
    .where('g.id', 'in', groupIds);
  if (linguistId !== undefined)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('scoring_jobs as sj')
          .innerJoin('job_part_assignees as a', 'a.job_part_id', 'sj.job_part_id')
          .select('sj.id')
          .whereRef('sj.scoring_group_id', '=', 'g.id')
          .where('a.user_id', '=', linguistId),
      ),
    );
  return query.orderBy('pws.level').orderBy('g.target_lang').execute();
}
export type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

/** What a group's figures need of its jobs. */
export function selectGroupJobs(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('scoring_jobs')
    .select([
      'scoring_group_id',
      'status',
      'passing',
      'penalty_points',
      'scored_word_count',
      'job_part_id',
    ])
    .where('scoring_group_id', 'in', groupIds)
    .execute();
}

/** The group ids of each of these projects. */
export function selectProjectGroupIds(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('scoring_groups')
    .select(['id', 'project_id', 'workflow_step_id'])
    .where('project_id', 'in', projectIds)
    .orderBy('id')
    .execute();
}

/** The scoring steps of a project, and those holding groups, with their model; null is 'External'. */
export function selectScoringSteps(db: Db, projectId: number) {
  return (
    db
      .selectFrom('project_workflow_steps as pws')
      .innerJoin('workflow_steps as ws', 'ws.id', 'pws.workflow_step_id')
      .leftJoin('scoring_models as m', 'm.id', 'pws.scoring_model_id')
      .select([
        'ws.id as step_id',
        'ws.name as step_name',
        'ws.type as step_type',
        'pws.level',
        'm.id as model_id',
        'm.name as model_name',
        'm.version as model_version',
        'm.threshold as model_threshold',
      ])
      .where('pws.project_id', '=', projectId)
      // A post-delivery QA's groups sit on the delivering step, of whatever type.
      .where(({ or, eb, exists, selectFrom }) =>
        or([
          eb('ws.type', 'in', ['SCORING', 'SCORING_AND_REVISION']),
          exists(
            selectFrom('scoring_groups as g')
              .select('g.id')
              .whereRef('g.project_id', '=', 'pws.project_id')
              .whereRef('g.workflow_step_id', '=', 'pws.workflow_step_id'),
          ),
        ]),
      )
      .orderBy('pws.level')
      .execute()
  );
}
