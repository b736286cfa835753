import type { ReferenceFile } from '@tessera/contracts';
import { request } from './http';

/** What an Add reference form holds: a file, a note, or both. */
export interface ReferenceFileUpload {
  file: File | null;
  note: string | null;
}

/** The multipart body of both create calls; the owner field is project or template. */
export function referenceFileForm(
  owner: Record<string, string>,
  { file, note }: ReferenceFileUpload,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(owner)) form.append(name, value);
  if (note) form.append('note', note);
  if (file) form.append('file', file, file.name);
  return form;
}

/** POST multipart /web/api/v2/referenceFile/create with project, file and note. */
export function createReferenceFile(
  projectUid: string,
  upload: ReferenceFileUpload,
): Promise<ReferenceFile> {
  return request<ReferenceFile>('/web/api/v2/referenceFile/create', {
    method: 'POST',
    body: referenceFileForm({ project: projectUid }, upload),
    failureMetric: 'uploadReferenceFailed',
  });
}
