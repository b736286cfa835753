import { useQueryClient } from '@tanstack/react-query';
import type { SegRule } from '@tessera/contracts';
import { request } from './http';
import { setupKey } from './setupCollections';
import { useSubmitMutation } from './useSubmitMutation';

export interface SrxImport {
  file: File;
  name: string;
  locale: string;
}

/** POST /api/setup/segRules/importSrx (multipart file, name, locale): a rule from an SRX file. */
export function importSrx({ file, name, locale }: SrxImport): Promise<SegRule> {
  const form = new FormData();
  form.append('name', name);
  form.append('locale', locale);
  form.append('file', file);
  return request<SegRule>('/api/setup/segRules/importSrx', {
    method: 'POST',
    body: form,
    failureMetric: 'importSrxFailed',
  });
}

export function useImportSrx() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: importSrx,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKey('segRules') }),
  });
}
