import { request } from './http';

/** DELETE /web/api/v9/referenceFile/deleteForTemplate?referenceFile=ids: references of templates. */
export function deleteTemplateReferenceFiles(ids: readonly number[]): Promise<void> {
  return request<void>('/web/api/v9/referenceFile/deleteForTemplate', {
    method: 'DELETE',
    query: { referenceFile: ids },
    failureMetric: 'deleteReferenceFailed',
  });
}
