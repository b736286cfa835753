import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import type { TaskInput } from './contract.js';

const PROGRESS_EVERY_MS = 1000;

/**
 * Maps a phase's progress (0..1) onto from..to percent of the task, reported at most once a
 * second since each report is a database write (it also renews the task's lease). Each call
 * first lets the event loop turn: SQLite answers at once, so a task's batches (an analysis's
 * lookups, an import's writes) would follow each other in promise callbacks and leave every
 * request unread until the task ended.
 */
export function throttledProgress(task: TaskInput, from: number, to: number) {
  let reportedAt = Date.now();
  return async (fraction: number): Promise<void> => {
    await eventLoopTurn();
    if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
    reportedAt = Date.now();
    await task.progress(from + (to - from) * Math.min(fraction, 1));
  };
}

/** Passes a byte stream through, telling `onBytes` the size of each chunk. */
export async function* countedBytes(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  onBytes: (bytes: number) => void,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    onBytes(chunk.length);
    yield chunk;
  }
}
