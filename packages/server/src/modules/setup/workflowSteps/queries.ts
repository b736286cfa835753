import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

export function selectWorkflowSteps(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('workflow_steps')
    .select(['id', 'name', 'ord', 'type'])
    .where('organization_id', '=', organizationId)
    .orderBy('ord')
    .orderBy('id')
    .execute();
}

export interface WorkflowStepValues {
  name: string;
  ord: number;
  type: string;
}

export async function insertWorkflowStep(
  db: Kysely<Database>,
  organizationId: number,
  step: WorkflowStepValues,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('workflow_steps')
    .values({ organization_id: organizationId, ...step, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWorkflowStep(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
  step: WorkflowStepValues,
): Promise<boolean> {
  const result = await db
    .updateTable('workflow_steps')
    .set(step)
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteWorkflowStep(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('workflow_steps')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
