import { z } from 'zod';
import {
  AnalysisOptions,
  AnalysisType,
  analysisMessages,
  contextTypes,
  DEFAULT_WORKFLOW_STEP_ID,
  format,
  Permission,
  Role,
  type AnalysisData,
  type AnalysisTaskResult,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { TaskFailure, type TaskInput } from '../../tasks/contract.js';
import { projectTmsInEffect, tmDirection } from '../assignments/index.js';
import { selectedJobParts, type PartRow } from '../jobs/index.js';
import { analysisSegments, levelTargets } from '../segments/index.js';
import { throttledProgress } from '../../tasks/progress.js';
import { createMatcher, type Matcher } from '../tm/index.js';
import {
  comparePart,
  newScope,
  preAnalysePart,
  type AnalysedPart,
  type ContextType,
  type Scope,
} from './analyse.js';
import { sumData } from './bands.js';
import {
  analysisIdOfTask,
  deleteAnalysisOfTask,
  insertAnalysis,
  insertAnalysisJobs,
  takeInnerId,
} from './queries.js';

export const ANALYSIS_TASK = 'analysis.create';

// The viewer is kept as the request saw it, so the task reads the jobs as the request would have.
export const AnalysisTaskPayload = z.object({
  projectUid: z.string(),
  jobPartIds: z.array(z.number()),
  type: AnalysisType,
  name: z.string().nullable(),
  options: AnalysisOptions,
  viewer: z.object({
    userId: z.number(),
    userName: z.string(),
    organizationId: z.number(),
    role: Role,
    permissions: z.array(Permission),
    disableProjectSharing: z.boolean(),
  }),
});
export type AnalysisTaskPayload = z.infer<typeof AnalysisTaskPayload>;

const ContextSetting = z.object({ contextType: z.enum(contextTypes).catch('AUTO') });
const contextTypeOf = (importSettings: string): ContextType =>
  ContextSetting.parse(JSON.parse(importSettings)).contextType;

/** The memories the job part's workflow step reads for its target locale, or null for none. */
async function matcherOf(
  ctx: AppContext,
  part: PartRow,
  contextType: ContextType,
): Promise<Matcher | null> {
  const stepId = part.workflow_step_id === DEFAULT_WORKFLOW_STEP_ID ? null : part.workflow_step_id;
  const tms = (await projectTmsInEffect(ctx.db.kysely, part.project_id, stepId))
    .filter((row) => row.target_lang === part.target_lang && row.read_mode === 1)
    .flatMap((row) => {
      const direction = tmDirection(row, part.source_lang, part.target_lang);
      return direction
        ? [{ tmId: row.tm_id, penalty: row.penalty, reverse: direction === 'reverse' }]
        : [];
    });
  if (tms.length === 0) return null;
  const languages = { sourceLang: part.source_lang, targetLang: part.target_lang };
  return createMatcher(ctx.db.kysely, ctx.db.dialect, { tms, ...languages, contextType });
}

/** The job parts as the request chose them; one deleted or no longer imported fails the task. */
async function partsOf(ctx: AppContext, payload: AnalysisTaskPayload) {
  try {
    return await selectedJobParts(ctx, payload.viewer, {
      projectUid: payload.projectUid,
      jobPartIds: payload.jobPartIds,
      selectAllOnServer: false,
      level: 1,
    });
  } catch (error) {
    if (error instanceof HttpError) throw new TaskFailure(analysisMessages.jobsChanged);
    throw error;
  }
}

/** Each job part's figures, in id order; repetitions and internal fuzzy span a target locale. */
async function analyseParts(
  ctx: AppContext,
  task: TaskInput,
  payload: AnalysisTaskPayload,
  parts: readonly PartRow[],
): Promise<AnalysisData[]> {
  const db = ctx.db.kysely;
  const scopes = new Map<string, Scope>();
  // Parts of one step and language pair share a matcher, and so its cache of units.
  const matchers = new Map<string, Promise<Matcher | null>>();
  const results: AnalysisData[] = [];
  for (const [index, part] of parts.entries()) {
    const analysed: AnalysedPart = {
      level: part.workflow_level,
      targetLang: part.target_lang,
      contextType: contextTypeOf(part.import_settings),
      segments: await analysisSegments(db, part.job_id),
    };
    const progress = throttledProgress(
      task,
      (100 * index) / parts.length,
      (100 * (index + 1)) / parts.length,
    );
    const compareLevel = payload.options.compareWorkflowLevel;
    if (payload.type === 'Compare' && compareLevel !== null) {
      const earlier = await levelTargets(db, part.job_id, compareLevel);
      results.push(comparePart(analysed, earlier, payload.options));
      await progress(1);
      continue;
    }
    const scope = scopes.get(part.target_lang) ?? newScope();
    scopes.set(part.target_lang, scope);
    const key = `${part.workflow_step_id} ${part.source_lang} ${part.target_lang} ${analysed.contextType}`;
    const matcher = matchers.get(key) ?? matcherOf(ctx, part, analysed.contextType);
    matchers.set(key, matcher);
    results.push(await preAnalysePart(analysed, scope, payload.options, await matcher, progress));
  }
  return results;
}

// All or nothing: the analysis is written in one transaction at the end; a second run of the
// task (after a crash) finds the analysis the first one committed.
async function runAnalysis(ctx: AppContext, task: TaskInput): Promise<AnalysisTaskResult> {
  const payload = AnalysisTaskPayload.parse(task.payload);
  const db = ctx.db.kysely;
  const done = await analysisIdOfTask(db, task.id);
  if (done !== undefined) return { analysisId: done };
  const { project, parts } = await partsOf(ctx, payload);
  const results = await analyseParts(ctx, task, payload, parts);
  const analysisId = await db.transaction().execute(async (trx) => {
    const innerId = await takeInnerId(trx, project.id);
    const id = await insertAnalysis(trx, {
      organization_id: payload.viewer.organizationId,
      project_id: project.id,
      inner_id: innerId,
      name: payload.name ?? format(analysisMessages.defaultName, { innerId }),
      type: payload.type,
      options: JSON.stringify(payload.options),
      total: JSON.stringify(sumData(results)),
      task_id: task.id,
      created_by: payload.viewer.userId,
      created_by_name: payload.viewer.userName,
      created_at: ctx.clock.now().toISOString(),
    });
    await insertAnalysisJobs(
      trx,
      parts.map((part, ordinal) => ({
        analysis_id: id,
        job_part_id: part.id,
        ordinal,
        file_name: part.file_name,
        source_lang: part.source_lang,
        target_lang: part.target_lang,
        workflow_level: part.workflow_level,
        data: JSON.stringify(results[ordinal]),
      })),
    );
    return id;
  });
  await task.progress(100);
  return { analysisId };
}

export function registerAnalysisTask(ctx: AppContext): void {
  ctx.tasks.register(ANALYSIS_TASK, (task) => runAnalysis(ctx, task), {
    onFailed: (task) => deleteAnalysisOfTask(ctx.db.kysely, task.id),
  });
}
