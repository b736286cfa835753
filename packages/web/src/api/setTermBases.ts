import type { TbAssignment } from '@tessera/contracts';
import { ownerQuery, type AssignmentOwner } from './assignmentOwner';
import { changingHeaders } from './csrf';
import { request } from './http';

export interface SetTermBasesParams {
  targetLang: string;
  readTermBase: number[];
  writeTermBase: number[];
  qualityAssuranceTermBase: number[];
  /** One per readTermBase entry. */
  priority: number[];
}

/** GET /web/api/v9/project/setTermBases (template: /web/api/v9/projectTemplate/setTermBases). */
export function setTermBases(
  owner: AssignmentOwner,
  params: SetTermBasesParams,
): Promise<TbAssignment[]> {
  const path =
    owner.kind === 'project'
      ? '/web/api/v9/project/setTermBases'
      : '/web/api/v9/projectTemplate/setTermBases';
  return request<TbAssignment[]>(path, {
    query: { ...ownerQuery(owner), ...params },
    headers: changingHeaders(),
    failureMetric: 'saveTermBasesFailed',
  });
}
