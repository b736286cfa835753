import { z } from 'zod';
import { pseudoTranslate } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { TaskInput } from '../../tasks/contract.js';
import {
  draftsOf,
  noCounts,
  saveDrafts,
  writableIndexes,
  writeTarget,
  type JobDraft,
} from './draft.js';
import { resultOf } from './preTranslateTask.js';
import { partsOfTask, userNameOf } from './queries.js';

export const PSEUDO_TRANSLATE_TASK = 'jobs.pseudoTranslate';

export const PseudoTaskPayload = z.object({
  jobPartIds: z.array(z.number()),
  /** The request's options, completed from the project's pseudoTranslate* settings. */
  options: z.object({
    replacement: z.string(),
    prefix: z.string(),
    suffix: z.string(),
    length: z.number(),
  }),
});
export type PseudoTaskPayload = z.infer<typeof PseudoTaskPayload>;

/**
 * Every segment not locked at the part's level gets the pseudo-translation of its source, empty
 * or not, unconfirmed at that level; all jobs in one transaction.
 */
async function run(ctx: AppContext, task: TaskInput) {
  const { jobPartIds, options } = PseudoTaskPayload.parse(task.payload);
  const db = ctx.db.kysely;
  const parts = await partsOfTask(db, task.organizationId, jobPartIds);
  const drafts = await draftsOf(db, parts);
  const jobs = parts.map((part) => {
    const draft = drafts.get(part.job_id) as JobDraft;
    const counts = noCounts();
    for (const index of writableIndexes(draft, part.workflow_level, true)) {
      writeTarget(draft, index, part.workflow_level, {
        target: pseudoTranslate(draft.segments[index]?.source ?? '', options),
        origin: 'PSEUDO',
        confirm: false,
        lock: false,
      });
      counts.pseudoTranslation += 1;
    }
    return resultOf(part, counts, null);
  });
  await task.progress(50);
  const by = {
    userId: task.createdBy,
    userName: await userNameOf(db, task.createdBy),
    now: ctx.clock.now().toISOString(),
    traceId: task.id,
  };
  await db.transaction().execute((trx) => saveDrafts(trx, drafts.values(), by));
  return { jobs };
}

export function registerPseudoTranslateTask(ctx: AppContext): void {
  ctx.tasks.register(PSEUDO_TRANSLATE_TASK, (task) => run(ctx, task));
}
