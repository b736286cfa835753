import type { ReferenceFile } from '@tessera/contracts';
import { request } from './http';
import { referenceFileForm, type ReferenceFileUpload } from './referenceFileCreate';

/** POST multipart /web/api/v2/referenceFile/createForTemplate with template, file and note. */
export function createTemplateReferenceFile(
  templateId: number,
  upload: ReferenceFileUpload,
): Promise<ReferenceFile> {
  return request<ReferenceFile>('/web/api/v2/referenceFile/createForTemplate', {
    method: 'POST',
    body: referenceFileForm({ template: String(templateId) }, upload),
    failureMetric: 'uploadReferenceFailed',
  });
}
