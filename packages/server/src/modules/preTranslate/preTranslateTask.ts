import { format, preTranslateMessages, type PreTranslateJobResult } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { interruptedTooOften } from '../../tasks/attempt.js';
import { MAX_ATTEMPTS, TaskFailure, TaskLost, type TaskInput } from '../../tasks/contract.js';
import { PRE_TRANSLATE_TASK, PreTranslateTaskPayload } from '../../tasks/preTranslateTask.js';
import { openOfferPartIds, saveSegmentsToWriteTms, setPartStatus } from '../jobs/index.js';
import { applyStatusAutomation } from '../projects/index.js';
import { draftsOf, saveDrafts, type JobDraft, type PartCounts } from './draft.js';
import { preTranslatePart, type PartOutcome } from './preTranslatePart.js';
import {
  completeProjectIfJobsDone,
  partsOfTask,
  preTranslateSettingsOf,
  userNameOf,
  type TaskPart,
} from './queries.js';
import { failPreTranslating, recordPreTranslated, recordPreTranslateFailed } from './jobState.js';
import { effectiveFlags } from './settings.js';
import { stepOf } from './tmMatches.js';

// Share of the progress bar the matching and MT take; writing takes the rest.
const PLANNING_PERCENT = 90;

export const resultOf = (
  part: TaskPart,
  counts: PartCounts,
  error: string | null,
): PreTranslateJobResult => ({
  jobPartId: part.id,
  fileName: part.file_name,
  targetLocale: part.target_lang,
  ...counts,
  error,
});

/**
 * Fails the run, writing no targets, when any job failed; the result names each job's reason and
 * the job list shows it on each job (a job that did not fail itself gets the run's message).
 */
async function failUnlessAllOk(ctx: AppContext, jobs: PreTranslateJobResult[]): Promise<void> {
  const failed = jobs.filter((job) => job.error !== null).length;
  if (failed === 0) return;
  const message = format(preTranslateMessages.jobsFailed, { count: failed, total: jobs.length });
  await recordPreTranslateFailed(
    ctx.db.kysely,
    jobs.map((job) => ({ partId: job.jobPartId, reason: job.error ?? message })),
    ctx.clock.now().toISOString(),
  );
  throw new TaskFailure(message, { jobs });
}

/** Every job's draft, planned part after part; a part's drafts see the parts before it. */
async function plan(
  ctx: AppContext,
  task: TaskInput,
  payload: ReturnType<typeof PreTranslateTaskPayload.parse>,
) {
  const db = ctx.db.kysely;
  const parts = await partsOfTask(db, task.organizationId, payload.jobPartIds);
  const project = await preTranslateSettingsOf(db, payload.projectId);
  const flags = effectiveFlags(payload.settings, project);
  const drafts = await draftsOf(db, parts);
  const outcomes: PartOutcome[] = [];
  for (const [at, part] of parts.entries()) {
    const draft = drafts.get(part.job_id) as JobDraft;
    outcomes.push(
      await preTranslatePart(db, ctx.db.dialect, part, draft, {
        flags,
        contextType: project.contextType,
      }),
    );
    await task.progress(((at + 1) * PLANNING_PERCENT) / parts.length);
  }
  return { parts, flags, drafts, outcomes };
}

async function run(ctx: AppContext, task: TaskInput) {
  const payload = PreTranslateTaskPayload.parse(task.payload);
  const { parts, flags, drafts, outcomes } = await plan(ctx, task, payload);
  const jobs = parts.map((part, at) => {
    const outcome = outcomes[at] as PartOutcome;
    return resultOf(part, outcome.counts, outcome.error);
  });
  await failUnlessAllOk(ctx, jobs);

  const db = ctx.db.kysely;
  const now = ctx.clock.now().toISOString();
  const by = {
    userId: task.createdBy,
    userName: await userNameOf(db, task.createdBy),
    organizationId: task.organizationId,
    now,
  };
  // Memories first: a unit already held is kept once, so a run retried after this adds nothing.
  for (const [at, part] of parts.entries()) {
    const confirmed = (outcomes[at] as PartOutcome).confirmed;
    if (confirmed.size === 0) continue;
    await saveSegmentsToWriteTms(ctx.db, part, stepOf(part), {
      rows: (drafts.get(part.job_id) as JobDraft).segments,
      chosen: (segment) => confirmed.has(segment.id),
      author: { userName: by.userName, now },
    });
  }
  await db.transaction().execute(async (trx) => {
    await saveDrafts(trx, drafts.values(), { ...by, traceId: task.id });
    await recordPreTranslated(
      trx,
      parts.map((part) => part.id),
      now,
    );
    // A part with an open offer keeps its status: the offer decides who gets it (spec 001 s. 6).
    const offered = await openOfferPartIds(
      trx,
      parts.map((part) => part.id),
    );
    if (flags.setJobStatusCompleted)
      await setPartStatus(
        trx,
        parts.filter((part) => part.status !== 'COMPLETED' && !offered.has(part.id)),
        'COMPLETED',
        by,
        now,
      );
  });
  if (flags.setJobStatusCompleted) await applyStatusAutomation(ctx, payload.projectId);
  // After the automation, which could otherwise move a completed project back to ASSIGNED.
  if (flags.setProjectStatusCompleted) await completeProjectIfJobsDone(db, payload.projectId, now);
  return { jobs };
}

/** An unexpected error (a memory that cannot be read) that ends the run shows on its jobs. */
async function runRecordingFailure(ctx: AppContext, task: TaskInput) {
  try {
    return await run(ctx, task);
  } catch (error) {
    const expected = error instanceof TaskFailure || error instanceof TaskLost;
    if (!expected && task.attempt >= MAX_ATTEMPTS) {
      const { jobPartIds } = PreTranslateTaskPayload.parse(task.payload);
      const reason = error instanceof Error ? error.message : String(error);
      await failPreTranslating(ctx.db.kysely, jobPartIds, reason, ctx.clock.now().toISOString());
    }
    throw error;
  }
}

/** The pre-translation of POST /api/job/preTranslate and of jobs created with preTranslate. */
export function registerPreTranslateTask(ctx: AppContext): void {
  ctx.tasks.register(PRE_TRANSLATE_TASK, (task) => runRecordingFailure(ctx, task), {
    // A run that never ended on its own (interrupted too often) leaves no job pre-translating.
    onFailed: async (task) => {
      const payload = PreTranslateTaskPayload.safeParse(task.payload);
      if (!payload.success) return;
      const now = ctx.clock.now().toISOString();
      await failPreTranslating(ctx.db.kysely, payload.data.jobPartIds, interruptedTooOften, now);
    },
  });
}
