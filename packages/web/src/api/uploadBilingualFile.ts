import { useQueryClient } from '@tanstack/react-query';
import type {
  BilingualUploadFormat,
  BilingualUploadResult,
  SaveToTransMemory,
} from '@tessera/contracts';
import { request } from './http';
import { jobSegmentsCountsKey } from './jobSegmentsCounts';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

export interface BilingualUpload {
  jobPart: number;
  file: File;
  format: BilingualUploadFormat;
  saveToTransMemory: SaveToTransMemory;
  setCompleted: boolean;
}

/** POST multipart /web/api/v9/job/uploadBilingualFile: the file's targets replace the job's. */
export function uploadBilingualFile(upload: BilingualUpload): Promise<BilingualUploadResult> {
  const form = new FormData();
  form.append('format', upload.format);
  form.append('saveToTransMemory', upload.saveToTransMemory);
  form.append('setCompleted', String(upload.setCompleted));
  form.append('bilingualFile', upload.file);
  return request<BilingualUploadResult>('/web/api/v9/job/uploadBilingualFile', {
    method: 'POST',
    query: { jobPart: upload.jobPart },
    body: form,
    failureMetric: 'uploadBilingualFileFailed',
  });
}

export function useUploadBilingualFile() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: uploadBilingualFile,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: projectJobsKey });
      await queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
    },
  });
}
