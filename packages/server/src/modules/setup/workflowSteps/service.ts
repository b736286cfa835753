import type { Kysely } from 'kysely';
import { WorkflowStepType, type WorkflowStep, type WorkflowStepInput } from '@tessera/contracts';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import type { CollectionService } from '../collection.js';
import { unlessInUse, withUniqueName } from '../constraints.js';
import {
  deleteWorkflowStep,
  insertWorkflowStep,
  selectWorkflowSteps,
  updateWorkflowStep,
} from './queries.js';

// A step's level is its 1-based rank by ord within the organization (ties go by id).
export async function listWorkflowSteps(
  db: Kysely<Database>,
  organizationId: number,
): Promise<WorkflowStep[]> {
  const rows = await selectWorkflowSteps(db, organizationId);
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    level: index + 1,
    ord: row.ord,
    type: WorkflowStepType.parse(row.type),
  }));
}

async function stepById(db: Kysely<Database>, organizationId: number, id: number) {
  const step = (await listWorkflowSteps(db, organizationId)).find((each) => each.id === id);
  if (!step) throw notFound();
  return step;
}

export const workflowStepService: CollectionService<
  WorkflowStep,
  WorkflowStepInput,
  WorkflowStepInput
> = {
  list: listWorkflowSteps,

  async create(scope, input) {
    const id = await withUniqueName(
      insertWorkflowStep(scope.db, scope.organizationId, input, scope.now),
    );
    return stepById(scope.db, scope.organizationId, id);
  },

  async update(scope, id, input) {
    const updated = await withUniqueName(
      updateWorkflowStep(scope.db, scope.organizationId, id, input),
    );
    if (!updated) throw notFound();
    return stepById(scope.db, scope.organizationId, id);
  },

  async remove(scope, id) {
    const removed = await unlessInUse(deleteWorkflowStep(scope.db, scope.organizationId, id));
    if (!removed) throw notFound();
  },
};
