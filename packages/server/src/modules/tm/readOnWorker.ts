import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import { TaskFailure } from '../../tasks/contract.js';
import { workerPool } from '../../tasks/workerPool.js';
import type { ReadCounts } from './readUpload.js';
import type { BatchMessage, ReadOutcome, ReadRequest } from './readWorker.js';
import type { UnitBatch } from './unitBatch.js';

// Reading a TMX is parsing: one worker thread, so a large or hostile file leaves the server
// answering, and the parse runs beside the database writes instead of before them.
const readPool = workerPool<ReadRequest, ReadOutcome>(new URL('./readWorker.ts', import.meta.url), {
  maxThreads: 1,
  // Batches are bounded (readUpload.ts), so the reader needs little heap; a small one is
  // collected sooner, which keeps the server's peak memory down during a large import; its young
  // generation is the main thread's (4 MB semi-spaces).
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 12 },
});
const READ_TIMEOUT_MS = 30 * 60_000;

/**
 * Reads an upload on the worker and writes each batch of units it sends, one after another, while
 * it reads on. A write that fails stops the reading; a file found bad stops it at the fault, after
 * the batches before it were written (the task's failure takes them away again).
 */
export async function readOnWorker(
  request: Omit<ReadRequest, 'batches'>,
  write: (batch: UnitBatch, read: number) => Promise<void>,
): Promise<ReadCounts> {
  const { port1, port2 } = new MessageChannel();
  const stop = new AbortController();
  let writing = Promise.resolve();
  let failure: { error: unknown } | undefined;
  port1.on('message', ({ batch, read }: BatchMessage) => {
    writing = writing.then(async () => {
      if (failure) return;
      try {
        // Back to the event loop before each batch: the reader keeps batches waiting, and writing
        // one after another in promise callbacks left requests unread until the import ended.
        await eventLoopTurn();
        await write(batch, read);
        port1.postMessage('written');
      } catch (error) {
        failure = { error };
        stop.abort();
      }
    });
  });
  try {
    const ran = await readPool
      .run(
        { ...request, batches: port2 },
        {
          transferList: [port2],
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(READ_TIMEOUT_MS)]),
        },
      )
      .then(
        (outcome) => ({ outcome }),
        (error: unknown) => ({ error }),
      );
    await writing;
    if (failure) throw failure.error;
    if ('error' in ran) throw ran.error;
    if (!ran.outcome.ok) throw new TaskFailure(ran.outcome.reason);
    return ran.outcome.counts;
  } finally {
    port1.close();
  }
}
