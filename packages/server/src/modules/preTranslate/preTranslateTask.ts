import { format, preTranslateMessages, type PreTranslateJobResult } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { TaskFailure, type TaskInput } from '../../tasks/contract.js';
import { PRE_TRANSLATE_TASK, PreTranslateTaskPayload } from '../../tasks/preTranslateTask.js';
import { saveSegmentsToWriteTms, setPartStatus } from '../jobs/index.js';
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

/** Fails the run, writing nothing, when any job failed; the result names each job's reason. */
export function failUnlessAllOk(jobs: PreTranslateJobResult[]): void {
  const failed = jobs.filter((job) => job.error !== null).length;
  if (failed > 0)
    throw new TaskFailure(
      format(preTranslateMessages.jobsFailed, { count: failed, total: jobs.length }),
      { jobs },
    );
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
      await preTranslatePart(db, part, draft, { flags, contextType: project.contextType }),
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
  failUnlessAllOk(jobs);

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
    await saveDrafts(trx, drafts.values(), by);
    if (flags.setJobStatusCompleted)
      await setPartStatus(
        trx,
        parts.filter((part) => part.status !== 'COMPLETED'),
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

/** The pre-translation of POST /api/job/preTranslate and of jobs created with preTranslate. */
export function registerPreTranslateTask(ctx: AppContext): void {
  ctx.tasks.register(PRE_TRANSLATE_TASK, (task) => run(ctx, task));
}
