import {
  PreTranslateFlags,
  type BackgroundTask,
  type PreTranslateRequest,
  type PseudoTranslateRequest,
} from '@tessera/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { PRE_TRANSLATE_TASK, type PreTranslateTaskPayload } from '../../tasks/preTranslateTask.js';
import { selectedJobParts } from '../jobs/index.js';
import type { Viewer } from '../projects/index.js';
import { markPreTranslating } from './jobState.js';
import { PSEUDO_TRANSLATE_TASK, type PseudoTaskPayload } from './pseudoTask.js';

function enqueue(
  ctx: AppContext,
  viewer: Viewer,
  type: string,
  payload: unknown,
  executor?: Kysely<Database>,
) {
  return ctx.tasks.enqueue(
    { organizationId: viewer.organizationId, type, payload, createdBy: viewer.userId },
    executor,
  );
}

/** POST /api/job/preTranslate: the selected parts are checked now and pre-translated by a task. */
export async function startPreTranslation(
  ctx: AppContext,
  viewer: Viewer,
  request: PreTranslateRequest,
): Promise<BackgroundTask> {
  const { project, parts } = await selectedJobParts(ctx, viewer, request);
  const payload: PreTranslateTaskPayload = {
    projectId: project.id,
    jobPartIds: parts.map((part) => part.id),
    settings: {
      ...PreTranslateFlags.parse(request),
      useProjectPreTranslateSettings: request.useProjectPreTranslateSettings,
    },
  };
  // The job list shows the parts pre-translating from now; the task runs once this commits.
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await markPreTranslating(trx, payload.jobPartIds);
    return enqueue(ctx, viewer, PRE_TRANSLATE_TASK, payload, trx);
  });
}

/** POST /api/job/pseudoTranslate: options left out take the project's pseudoTranslate* settings. */
export async function startPseudoTranslation(
  ctx: AppContext,
  viewer: Viewer,
  request: PseudoTranslateRequest,
): Promise<BackgroundTask> {
  const { project, parts } = await selectedJobParts(ctx, viewer, request);
  const settings = project.preTranslateSettings;
  const payload: PseudoTaskPayload = {
    jobPartIds: parts.map((part) => part.id),
    options: {
      replacement: request.replacement ?? settings.pseudoTranslateReplacement,
      prefix: request.prefix ?? settings.pseudoTranslatePrefix,
      suffix: request.suffix ?? settings.pseudoTranslateSuffix,
      length: request.length ?? settings.pseudoTranslateLength,
    },
  };
  return enqueue(ctx, viewer, PSEUDO_TRANSLATE_TASK, payload);
}
