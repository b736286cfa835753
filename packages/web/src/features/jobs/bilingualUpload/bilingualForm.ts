import {
  bilingualExtensions,
  BilingualUploadFormat,
  jobMessages,
  type SaveToTransMemory,
} from '@tessera/contracts';

export interface BilingualForm {
  files: File[];
  saveToTransMemory: SaveToTransMemory;
  setCompleted: boolean;
}

export const initialBilingualForm: BilingualForm = {
  files: [],
  saveToTransMemory: 'Confirmed',
  setCompleted: false,
};

/** The page's accept list (spec 001 section 5). */
export const bilingualAccept = Object.values(bilingualExtensions).join(',');

/** The format a file's name says: .mxliff is MXLF, .docx DOCX; undefined for any other. */
export function formatOfFile(name: string): BilingualUploadFormat | undefined {
  const lower = name.toLowerCase();
  return BilingualUploadFormat.options.find((format) =>
    lower.endsWith(bilingualExtensions[format]),
  );
}

/** The file field's error: 'Bilingual file is required' or 'Unexpected file type'. */
export function bilingualFileError(form: BilingualForm): string | undefined {
  const [file] = form.files;
  if (!file) return jobMessages.bilingualFileRequired;
  return formatOfFile(file.name) ? undefined : jobMessages.unexpectedFileType;
}
