import { request } from './http';

/** DELETE /web/api/v9/referenceFile/delete?referenceFile=ids: references of projects. */
export function deleteReferenceFiles(ids: readonly number[]): Promise<void> {
  return request<void>('/web/api/v9/referenceFile/delete', {
    method: 'DELETE',
    query: { referenceFile: ids },
    failureMetric: 'deleteReferenceFailed',
  });
}
