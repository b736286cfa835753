import type { Kysely } from 'kysely';
import { groupScoreOf, jobCountsOf, scoringStatusOf, type GroupedScoringJob } from '@tessera/core';
import {
  ScoringJobStatus,
  ScoringModelDefinition,
  type ScoringConfigs,
  type ScoringGroup,
  type ScoringJob,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { requireProject, viewerOf } from '../projects/index.js';
import {
  selectGroupJobs,
  selectGroups,
  selectProjectGroupIds,
  selectScoringSteps,
  type GroupRow,
} from './groupQueries.js';
import { selectGroupScoringJobs } from './jobQueries.js';
import { presentScoringJob, visibleScoringJobs } from './scoringJobs.js';

type JobRow = Awaited<ReturnType<typeof selectGroupJobs>>[number];

const grouped = (row: JobRow): GroupedScoringJob => ({
  status: ScoringJobStatus.parse(row.status),
  passing: row.passing === null ? null : row.passing === 1,
  penaltyPoints: row.penalty_points,
  scoredWordCount: row.scored_word_count,
});

function presentGroup(row: GroupRow, jobs: readonly GroupedScoringJob[]): ScoringGroup {
  const model = {
    threshold: row.model_threshold,
    unitWords: ScoringModelDefinition.parse(JSON.parse(row.model_definition)).unitWords,
  };
  const jobCounts = jobCountsOf(jobs);
  const score = groupScoreOf(model, jobs);
  return {
    id: row.id,
    status: scoringStatusOf([jobCounts]) ?? 'NEW',
    score: score?.score ?? null,
    passing: score?.passing ?? null,
    scoredWordCount: score?.scoredWordCount ?? null,
    penaltyPoints: score?.penaltyPoints ?? null,
    jobCounts,
    scoringModel: {
      id: row.model_id,
      name: row.model_name,
      version: row.model_version,
      threshold: row.model_threshold,
    },
    workflowStep: { id: row.step_id, name: row.step_name, level: row.step_level },
    targetLang: row.target_lang,
  };
}

const linguistOf = (auth: AuthContext) => (auth.role === 'LINGUIST' ? auth.userId : undefined);

/** GET /api/scoring/bulkGetGroups: the groups of these ids the viewer may see, with their figures. */
export async function scoringGroups(
  db: Kysely<Database>,
  auth: AuthContext,
  groupIds: readonly number[],
): Promise<ScoringGroup[]> {
  const rows = await selectGroups(db, auth.organizationId, groupIds, linguistOf(auth));
  const jobs = await selectGroupJobs(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentGroup(row, jobs.filter((job) => job.scoring_group_id === row.id).map(grouped)),
  );
}

/** GET /api/scoring/getAllConfigs: the project's scoring steps, their groups and its status. */
export async function scoringConfigs(
  ctx: AppContext,
  auth: AuthContext,
  projectUid: string,
): Promise<ScoringConfigs> {
  const db = ctx.db.kysely;
  const project = await requireProject(db, viewerOf(auth), projectUid);
  const [steps, groupRows] = await Promise.all([
    selectScoringSteps(db, project.id),
    selectProjectGroupIds(db, [project.id]),
  ]);
  const groups = await scoringGroups(
    db,
    auth,
    groupRows.map((row) => row.id),
  );
  const configs = steps.map((step) => ({
    workflowStep: {
      id: step.step_id,
      name: step.step_name,
      level: step.level,
      type: step.step_type,
    },
    scoringModel:
      step.model_id === null
        ? null
        : {
            id: step.model_id,
            name: step.model_name ?? '',
            version: step.model_version ?? 1,
            threshold: step.model_threshold ?? 0,
          },
    groupIds: groups
      .filter((group) => group.workflowStep.id === step.step_id)
      .map((group) => group.id),
  }));
  return { status: scoringStatusOf(groups.map((group) => group.jobCounts)), configs };
}

/** GET /api/scoring/getGroupScoringJobs: a group's scoring jobs, or one part's. */
export async function groupScoringJobs(
  ctx: AppContext,
  auth: AuthContext,
  groupId: number,
  jobPartId: number | undefined,
): Promise<ScoringJob[]> {
  const db = ctx.db.kysely;
  const [group] = await selectGroups(db, auth.organizationId, [groupId], linguistOf(auth));
  if (!group) throw notFound();
  const rows = await selectGroupScoringJobs(db, auth.organizationId, groupId, jobPartId);
  return (await visibleScoringJobs(db, auth, rows)).map(presentScoringJob);
}
