import { z } from 'zod';
import { PreTranslateFlags } from '@tessera/contracts';

/**
 * The pre-translation task, by name: modules/preTranslate runs it, and the job import enqueues
 * it for jobs created with preTranslate without importing that module (which builds on jobs).
 */
export const PRE_TRANSLATE_TASK = 'jobs.preTranslate';

export const PreTranslateTaskPayload = z.object({
  projectId: z.number(),
  jobPartIds: z.array(z.number()),
  settings: PreTranslateFlags.extend({ useProjectPreTranslateSettings: z.boolean() }),
});
export type PreTranslateTaskPayload = z.input<typeof PreTranslateTaskPayload>;
