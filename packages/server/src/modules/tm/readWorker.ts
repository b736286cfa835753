import type { MessagePort } from 'node:worker_threads';
import { openBlobStorage } from '../../storage/blobStorage.js';
import { uploadOutcome, type UploadOutcome } from '../../tasks/uploadOutcome.js';
import { readUpload, type ReadCounts } from './readUpload.js';
import { tuUnitMapper } from './tuUnits.js';
import type { UnitBatch } from './unitBatch.js';

/** A TMX upload to read on a worker thread: plain data, and the port its batches go through. */
export interface ReadRequest {
  dataDir: string;
  upload: { key: string; fileName: string };
  sourceLang: string;
  targetLangs: string[];
  userName: string;
  now: string;
  /** Marks every unit, so that a failed import's units can be taken away again. */
  importTaskId: string;
  /** Receives BatchMessages; answers each once its batch is written. */
  batches: MessagePort;
}

/** A batch of units and the fraction of the file read when it was made. */
export interface BatchMessage {
  batch: UnitBatch;
  read: number;
}

export type ReadOutcome = UploadOutcome<{ counts: ReadCounts }>;

// Batches made but not yet written: reading runs ahead of writing by this much at most (about
// 14 MB of rows and keys). With 2 the reader waited out each write of posting blocks
// (importIndex.ts); 8 took the 100k bench from 5,150–6,443 to 6,205–7,529 units/s.
const AHEAD = 8;

// Posts batches and waits while AHEAD of them are unanswered.
function batchSender(port: MessagePort) {
  let unanswered = 0;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    unanswered -= 1;
    wake?.();
  });
  const atMost = async (count: number) => {
    while (unanswered > count) await new Promise<void>((resolve) => (wake = resolve));
  };
  return {
    async send(batch: UnitBatch, read: number) {
      await atMost(AHEAD - 1);
      unanswered += 1;
      const message: BatchMessage = { batch, read };
      port.postMessage(message, [batch.rows.buffer, batch.keys.buffer, batch.ends.buffer]);
    },
    written: () => atMost(0),
  };
}

/** Runs on a worker (importTask.ts): reads the TMX and sends the memory's units to be written. */
export function handle(request: ReadRequest): Promise<ReadOutcome> {
  const mapper = tuUnitMapper(request.sourceLang, request.targetLangs, {
    userName: request.userName,
    now: request.now,
  });
  const sender = batchSender(request.batches);
  return uploadOutcome(request.batches, async () => {
    const counts = await readUpload(
      openBlobStorage(request),
      request.upload,
      (tu) => {
        const units = mapper(tu);
        for (const unit of units) unit.import_task_id = request.importTaskId;
        return units;
      },
      sender.send,
    );
    // Answered only once every batch is in the database: the import then counts what it wrote.
    await sender.written();
    return { counts };
  });
}
