import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { TaskInput } from '../../tasks/contract.js';
import { PRE_TRANSLATE_TASK, type PreTranslateTaskPayload } from '../../tasks/preTranslateTask.js';

// The import task's payload: the wizard's preTranslate choice rides along with the project.
const ImportPayload = z.object({
  projectUid: z.string(),
  preTranslate: z.boolean().default(false),
});

/**
 * Jobs created with preTranslate: once imported OK, their parts of the first workflow level are
 * pre-translated with the project's pre-translate settings, by the task of modules/preTranslate.
 */
export async function preTranslateImported(
  ctx: AppContext,
  task: TaskInput,
  jobIds: readonly number[],
): Promise<void> {
  const payload = ImportPayload.safeParse(task.payload);
  if (!payload.success || !payload.data.preTranslate || jobIds.length === 0) return;
  const parts = await ctx.db.kysely
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .select(['jp.id', 'jp.job_id', 'jp.project_id', 'jp.workflow_level'])
    .where('jp.job_id', 'in', jobIds)
    .where('j.creation_status', '=', 'OK')
    .orderBy('jp.workflow_level')
    .orderBy('jp.id')
    .execute();
  const first = parts.filter((part) => part.workflow_level === parts[0]?.workflow_level);
  const projectId = first[0]?.project_id;
  if (projectId === undefined) return;
  const pretranslate: PreTranslateTaskPayload = {
    projectId,
    jobPartIds: first.map((part) => part.id),
    settings: { useProjectPreTranslateSettings: true },
  };
  await ctx.tasks.enqueue({
    organizationId: task.organizationId,
    type: PRE_TRANSLATE_TASK,
    payload: pretranslate,
    createdBy: task.createdBy,
  });
}
