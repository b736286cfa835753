import type { TmAssignment } from '@tessera/contracts';
import { ownerQuery, type AssignmentOwner } from './assignmentOwner';
import { changingHeaders } from './csrf';
import { request } from './http';

export interface SetTransMemoriesParams {
  targetLang: string;
  /** -1 (DEFAULT_WORKFLOW_STEP_ID) is the Default step. */
  workflowStep: number;
  readTransMemory: number[];
  writeTransMemory: number[];
  /** One per readTransMemory entry. */
  penalty: number[];
}

/** GET /web/api/v2/project/setTransMemories (template: /web/api/v2/projectTemplate/setTransMemories). */
export function setTransMemories(
  owner: AssignmentOwner,
  params: SetTransMemoriesParams,
): Promise<TmAssignment[]> {
  const path =
    owner.kind === 'project'
      ? '/web/api/v2/project/setTransMemories'
      : '/web/api/v2/projectTemplate/setTransMemories';
  return request<TmAssignment[]>(path, {
    query: { ...ownerQuery(owner), ...params },
    headers: changingHeaders(),
    failureMetric: 'saveTransMemoriesFailed',
  });
}
