import type { MessagePort } from 'node:worker_threads';
import type { ByteSource, TermConcept } from '@tessera/filters';
import { readTbx } from '@tessera/filters/tbx';
import { readTermCsv } from '@tessera/filters/termCsv';
import { readTermXlsx } from '@tessera/filters/termXlsx';
import { openBlobStorage } from '../../storage/blobStorage.js';
import { uploadOutcome, type UploadOutcome } from '../../tasks/uploadOutcome.js';
import { countedBytes } from '../../tasks/progress.js';

/** A term base upload to read on a worker thread: plain data, and a port for its progress. */
export interface ReadRequest {
  dataDir: string;
  blobKey: string;
  fileName: string;
  /** Receives the fraction of the file read so far. */
  progress: MessagePort;
}

export type ReadOutcome = UploadOutcome<{ concepts: TermConcept[] }>;

// An XLSX is unpacked in memory to check it before ExcelJS reads it.
const XLSX_MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;

function conceptsOfFile(fileName: string, bytes: ByteSource): AsyncIterable<TermConcept> {
  if (/\.tbx$/i.test(fileName)) return readTbx(bytes);
  if (/\.xlsx$/i.test(fileName)) return readTermXlsx(bytes, XLSX_MAX_UNZIPPED_BYTES);
  return readTermCsv(bytes);
}

/** Runs on a worker (importTask.ts): reads every concept of the file (bounded by the upload limit). */
export function handle(request: ReadRequest): Promise<ReadOutcome> {
  return uploadOutcome(request.progress, async () => {
    const storage = openBlobStorage(request);
    const totalBytes = await storage.size(request.blobKey);
    let bytesRead = 0;
    const blob = await storage.get(request.blobKey);
    const bytes = countedBytes(blob, (count) => (bytesRead += count));
    const concepts: TermConcept[] = [];
    for await (const concept of conceptsOfFile(request.fileName, bytes)) {
      concepts.push(concept);
      request.progress.postMessage(bytesRead / Math.max(totalBytes, 1));
    }
    return { concepts };
  });
}
