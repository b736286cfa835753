import { z } from 'zod';
import { JobStatus } from './jobs.js';
import { queryId } from './queryParams.js';

/** Spec 001 section 7: the bilingual formats an upload reads (MXLIFF or the bilingual DOCX table). */
export const BilingualUploadFormat = z.enum(['MXLF', 'DOCX']);
export type BilingualUploadFormat = z.infer<typeof BilingualUploadFormat>;

/** Which uploaded segments go to the project's write memories. */
export const SaveToTransMemory = z.enum(['All', 'Confirmed', 'None']);
export type SaveToTransMemory = z.infer<typeof SaveToTransMemory>;

// Multipart fields arrive as text.
const fieldFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The query of POST /web/api/v9/job/uploadBilingualFile: the job part the file goes into. */
export const BilingualUploadQuery = z.object({ jobPart: queryId });

/** The text fields of POST multipart /web/api/v9/job/uploadBilingualFile (the file is bilingualFile). */
export const BilingualUploadFields = z.object({
  format: BilingualUploadFormat.default('MXLF'),
  saveToTransMemory: SaveToTransMemory.default('Confirmed'),
  setCompleted: fieldFlag.default(false),
});
export type BilingualUploadFields = z.output<typeof BilingualUploadFields>;

export const BilingualUploadResult = z.object({
  jobPartId: z.number(),
  /** Segments whose target or confirmation the file changed. */
  segmentsChanged: z.number(),
  tmUnitsWritten: z.number(),
  status: JobStatus,
});
export type BilingualUploadResult = z.infer<typeof BilingualUploadResult>;

/** The file name endings each format accepts (the page's accept=".mxliff,.docx"). */
export const bilingualExtensions: Record<BilingualUploadFormat, string> = {
  MXLF: '.mxliff',
  DOCX: '.docx',
};
