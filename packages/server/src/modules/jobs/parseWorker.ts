import type { MessagePort } from 'node:worker_threads';
import { format, jobServerMessages, type FileImportSettings } from '@tessera/contracts';
import { SegmentationRuleError, type SegmentationRule } from '@tessera/core';
import { FilterError, type FilterSettings } from '@tessera/filters';
import { BlobNotFound, openBlobStorage } from '../../storage/blobStorage.js';
import { type SegmentTotals, UnitSegmenter } from '../segments/worker.js';
import { filterOfJob } from './jobFile.js';

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
  /** Larger files are refused before they are read (TESSERA_IMPORT_FILE_MAX_BYTES). */
  maxFileBytes: number;
  /** Where each segment batch goes as it is made (its memory moved, not copied), then null. */
  segments: MessagePort;
}

export type ParseOutcome =
  | {
      ok: true;
      format: string;
      skeletonKey: string;
      totals: SegmentTotals;
      /** The filter's parse ignores the target locale: the jobs of the file's other locales may reuse it. */
      sameForEveryTarget: boolean;
    }
  | { ok: false; reason: string };

const refused = (reason: string): ParseOutcome => ({ ok: false, reason });

/** Runs on a piscina worker (importTask.ts): reads, parses and segments one job's file. */
export async function handle(request: ParseRequest): Promise<ParseOutcome> {
  let ended = false;
  // The end of the batches, once and whatever the outcome: the import stops waiting for more and
  // closes the channel, after the messages before this one.
  const endBatches = () => {
    if (!ended) request.segments.postMessage(null);
    ended = true;
  };
  try {
    return await parse(request, endBatches);
  } finally {
    endBatches();
  }
}

async function parse(request: ParseRequest, endBatches: () => void): Promise<ParseOutcome> {
  const storage = openBlobStorage(request);
  let bytes: Uint8Array;
  try {
    if ((await storage.size(request.fileBlobKey)) > request.maxFileBytes) {
      const limit = Math.floor(request.maxFileBytes / (1024 * 1024));
      return refused(
        format(jobServerMessages.fileTooLargeToImport, { fileName: request.fileName, limit }),
      );
    }
    bytes = await storage.read(request.fileBlobKey);
  } catch (error) {
    if (error instanceof BlobNotFound) return refused(jobServerMessages.fileGone);
    throw error;
  }
  const filter = filterOfJob(request.fileName, request.settings, bytes);
  if (!filter)
    return refused(format(jobServerMessages.formatNotSupported, { fileName: request.fileName }));
  try {
    const segmenter = new UnitSegmenter(request.sourceLocale, request.rules, (batch) =>
      request.segments.postMessage(batch, [batch.buffer]),
    );
    // An empty upload is a job without segments (its progress says so), not a failed import.
    // A filter that reads units one at a time hands them over as it goes; the others at the end.
    const parsed =
      bytes.length === 0
        ? { units: [], skeleton: bytes }
        : await filter.parse(bytes, request.filterSettings, (unit) => segmenter.add(unit));
    for (const unit of parsed.units) segmenter.add(unit);
    const totals = segmenter.finish();
    // The import writes the last batches while the skeleton is stored; it waits for the outcome.
    endBatches();
    // Stored from here, the skeleton is never copied to the main thread.
    const skeleton = await storage.put(parsed.skeleton);
    return {
      ok: true,
      format: filter.format,
      skeletonKey: skeleton.key,
      totals,
      sameForEveryTarget: !filter.parseReadsTargetLocale,
    };
  } catch (error) {
    if (error instanceof FilterError || error instanceof SegmentationRuleError)
      return refused(error.message);
    throw error;
  }
}
