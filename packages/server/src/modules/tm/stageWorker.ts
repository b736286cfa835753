import type { MessagePort } from 'node:worker_threads';
import { openBlobStorage } from '../../storage/blobStorage.js';
import { uploadOutcome, type UploadOutcome } from '../assetStore/index.js';
import { stageUpload, type StagedImport } from './stageUpload.js';
import { tuUnitMapper } from './tuUnits.js';

/** A TMX upload to read on a worker thread: plain data, and a port for its progress. */
export interface StageRequest {
  dataDir: string;
  upload: { key: string; fileName: string };
  sourceLang: string;
  targetLangs: string[];
  userName: string;
  now: string;
  /** Receives the fraction of the file read so far. */
  progress: MessagePort;
}

export type StageOutcome = UploadOutcome<{ staged: StagedImport }>;

/** Runs on a worker (importTask.ts): reads the TMX and writes the memory's units to a staging blob. */
export function handle(request: StageRequest): Promise<StageOutcome> {
  const toUnits = tuUnitMapper(request.sourceLang, request.targetLangs, {
    userName: request.userName,
    now: request.now,
  });
  return uploadOutcome(request.progress, async () => ({
    staged: await stageUpload(openBlobStorage(request), request.upload, toUnits, async (fraction) =>
      request.progress.postMessage(fraction),
    ),
  }));
}
