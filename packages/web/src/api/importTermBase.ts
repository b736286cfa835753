import type { BackgroundTask } from '@tessera/contracts';
import { request } from './http';
import type { AssetFileImport } from './importTranslationMemory';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/termBase/import?id= (multipart file: .tbx, .csv, .tsv or .xlsx): a background task. */
export function importTermBase({ id, file }: AssetFileImport): Promise<BackgroundTask> {
  const form = new FormData();
  form.append('file', file);
  return request<BackgroundTask>('/api/termBase/import', {
    method: 'POST',
    query: { id },
    body: form,
    failureMetric: 'importTermBaseFailed',
  });
}

export function useImportTermBase() {
  return useSubmitMutation({ mutationFn: importTermBase });
}
