import { format, jobServerMessages, type FileImportSettings } from '@tessera/contracts';
import { SegmentationRuleError, type SegmentationRule } from '@tessera/core';
import { FilterError, type FilterSettings } from '@tessera/filters';
import { BlobNotFound, openBlobStorage } from '../../storage/blobStorage.js';
import { segmentUnits, type SegmentedJob } from '../segments/service.js';
import { filterOfJob, readBlob } from './jobFile.js';

/** What the import worker needs of a job: plain data, copied to the worker thread. */
export interface ParseRequest {
  dataDir: string;
  jobId: number;
  fileName: string;
  fileBlobKey: string;
  sourceLocale: string;
  settings: FileImportSettings;
  filterSettings: FilterSettings;
  rules: SegmentationRule[];
}

export type ParseOutcome =
  | { ok: true; format: string; skeleton: Uint8Array; segmented: SegmentedJob }
  | { ok: false; reason: string };

const refused = (reason: string): ParseOutcome => ({ ok: false, reason });

/** Runs on a piscina worker (importTask.ts): reads, parses and segments one job's file. */
export async function handle(request: ParseRequest): Promise<ParseOutcome> {
  let bytes: Uint8Array;
  try {
    bytes = await readBlob(openBlobStorage(request), request.fileBlobKey);
  } catch (error) {
    if (error instanceof BlobNotFound) return refused(jobServerMessages.fileGone);
    throw error;
  }
  const filter = filterOfJob(request.fileName, request.settings, bytes);
  if (!filter)
    return refused(format(jobServerMessages.formatNotSupported, { fileName: request.fileName }));
  try {
    const parsed = await filter.parse(bytes, request.filterSettings);
    return {
      ok: true,
      format: filter.format,
      skeleton: parsed.skeleton,
      segmented: segmentUnits(request.jobId, parsed.units, request.sourceLocale, request.rules),
    };
  } catch (error) {
    if (error instanceof FilterError || error instanceof SegmentationRuleError)
      return refused(error.message);
    throw error;
  }
}
