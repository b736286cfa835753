import type { MessagePort } from 'node:worker_threads';
import { format, jobServerMessages, type FileImportSettings } from '@tessera/contracts';
import { SegmentationRuleError, type SegmentationRule } from '@tessera/core';
import {
  FilterError,
  type FilterSettings,
  type ParseResult,
  type TextUnit,
} from '@tessera/filters';
import { BlobNotFound, openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
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

/**
 * The job's filter and how it reads the file, undefined when no filter reads it: a zip-based
 * format's archive is read by position (a Word file's pictures checked piece by piece, never held
 * whole: #14), any other file whole.
 */
async function openJobFile(request: ParseRequest, storage: BlobStorage, size: number) {
  const byName = size > 0 ? filterOfJob(request.fileName, request.settings) : undefined;
  if (byName?.parseZip) {
    const file = await storage.openPositioned(request.fileBlobKey);
    const parseZip = byName.parseZip.bind(byName);
    return {
      filter: byName,
      parse: (onUnit: (unit: TextUnit) => void) => parseZip(file, request.filterSettings, onUnit),
      close: () => file.close(),
    };
  }
  const bytes = await storage.read(request.fileBlobKey);
  const filter = filterOfJob(request.fileName, request.settings, bytes);
  if (!filter) return undefined;
  return {
    filter,
    // An empty upload is a job without segments (its progress says so), not a failed import.
    parse: (onUnit: (unit: TextUnit) => void): ParseResult | Promise<ParseResult> =>
      bytes.length === 0
        ? { units: [], skeleton: bytes }
        : filter.parse(bytes, request.filterSettings, onUnit),
    close: () => Promise.resolve(),
  };
}

async function parse(request: ParseRequest, endBatches: () => void): Promise<ParseOutcome> {
  const storage = openBlobStorage(request);
  let file: Awaited<ReturnType<typeof openJobFile>>;
  try {
    const size = await storage.size(request.fileBlobKey);
    if (size > request.maxFileBytes) {
      const limit = Math.floor(request.maxFileBytes / (1024 * 1024));
      return refused(
        format(jobServerMessages.fileTooLargeToImport, { fileName: request.fileName, limit }),
      );
    }
    file = await openJobFile(request, storage, size);
  } catch (error) {
    if (error instanceof BlobNotFound) return refused(jobServerMessages.fileGone);
    throw error;
  }
  if (!file)
    return refused(format(jobServerMessages.formatNotSupported, { fileName: request.fileName }));
  const { filter } = file;
  try {
    const segmenter = new UnitSegmenter(request.sourceLocale, request.rules, (batch) =>
      request.segments.postMessage(batch, [batch.buffer]),
    );
    // A filter that reads units one at a time hands them over as it goes; the others at the end.
    const parsed = await file.parse((unit) => segmenter.add(unit));
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
  } finally {
    await file.close();
  }
}
