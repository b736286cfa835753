import { format, jobServerMessages, type FileImportSettings } from '@tessera/contracts';
import { filterForFile, filterForFormat } from '@tessera/filters';
import { badRequest } from '../../http/errors.js';
import type { Upload } from '../../storage/upload.js';

/**
 * Refuses, before any job is made, the files no filter reads: the chosen fileFormat decides, else
 * the file's name (a job that could only end in ERROR is never created).
 */
export function refuseUnsupportedFiles(
  files: readonly Upload[],
  settings: Pick<FileImportSettings, 'fileFormat'>,
): void {
  const supported = (fileName: string) =>
    settings.fileFormat ? filterForFormat(settings.fileFormat) : filterForFile(fileName);
  const refused = files.filter((file) => !supported(file.fileName));
  if (refused.length > 0)
    throw badRequest(
      refused.map((file) => ({
        field: 'file',
        message: format(jobServerMessages.formatNotSupported, { fileName: file.fileName }),
      })),
    );
}
