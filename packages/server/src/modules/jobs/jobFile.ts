import { FileImportSettings } from '@tessera/contracts';
import { filterForFile, filterForFormat, type FileFilter } from '@tessera/filters';
import type { JobRow } from './queries.js';

/**
 * The filter of a job's file: the chosen fileFormat, else the one its name ending (and, for
 * .xml, its content when given) says.
 */
export function filterOfJob(
  fileName: string,
  settings: FileImportSettings,
  bytes?: Uint8Array,
): FileFilter | undefined {
  return settings.fileFormat
    ? filterForFormat(settings.fileFormat)
    : filterForFile(fileName, bytes);
}

export function settingsOfJob(
  job: Pick<JobRow, 'import_settings' | 'source_lang' | 'target_lang'>,
) {
  const settings = FileImportSettings.parse(JSON.parse(job.import_settings));
  return {
    settings,
    filterSettings: { ...settings, sourceLocale: job.source_lang, targetLocale: job.target_lang },
  };
}
