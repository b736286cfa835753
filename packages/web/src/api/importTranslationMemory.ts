import type { BackgroundTask } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

export interface AssetFileImport {
  id: number;
  file: File;
}

/** POST /api/transMemory/import?id= (multipart file: .tmx or .zip): starts a background task. */
export function importTranslationMemory({ id, file }: AssetFileImport): Promise<BackgroundTask> {
  const form = new FormData();
  form.append('file', file);
  return request<BackgroundTask>('/api/transMemory/import', {
    method: 'POST',
    query: { id },
    body: form,
    failureMetric: 'importTranslationMemoryFailed',
  });
}

export function useImportTranslationMemory() {
  return useSubmitMutation({ mutationFn: importTranslationMemory });
}
