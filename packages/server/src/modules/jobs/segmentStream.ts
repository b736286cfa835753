import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { SegmentBatch } from '../segments/index.js';

/**
 * A parse that failed: refused with a reason for the job's error, or ended (a crash, a timeout)
 * with its cause.
 */
export class ParseFailed extends Error {
  constructor(
    readonly reason: string | undefined,
    options?: { cause: unknown },
  ) {
    super(reason ?? 'The parse of a job file failed.', options);
  }
}

/**
 * The segment batches a parse worker posts as it makes them, then null (parseWorker.ts): the
 * import writes each batch while the worker segments the next, and none is kept once written.
 */
export class SegmentStream<Outcome> {
  /** How many batches the parse has posted so far. */
  batchesReceived = 0;
  // Posted but not yet read, in order.
  private readonly pending: SegmentBatch[] = [];
  private readonly outcome: Promise<Outcome>;
  private ended = false;
  private settled = false;
  private wake = () => {};

  /** `run` starts the parse, which posts to the port it is given. */
  constructor(run: (port: MessagePort) => Promise<Outcome>) {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (batch: SegmentBatch | null) => {
      if (batch === null) {
        this.ended = true;
        port1.close();
      } else {
        this.pending.push(batch);
        this.batchesReceived += 1;
      }
      this.wake();
    });
    this.outcome = run(port2);
    // A worker that dies posts no null: its port must not keep the process alive.
    this.outcome.then(
      () => (this.settled = true),
      () => port1.close(),
    );
  }

  /** How the parse ended; a parse that failed rejects with ParseFailed. */
  result(): Promise<Outcome> {
    return this.outcome.catch((error: unknown) => {
      throw new ParseFailed(undefined, { cause: error });
    });
  }

  /** Resolves at the first batch or the end: the import starts writing then, not before. */
  async started(): Promise<void> {
    while (this.batchesReceived === 0 && !this.ended) await this.arrival();
  }

  /**
   * The batches in order as they come, each handed out once; throws ParseFailed when the parse
   * fails before its end.
   */
  async *batches(): AsyncGenerator<SegmentBatch> {
    for (;;) {
      const batch = this.pending.shift();
      if (batch) yield batch;
      else if (this.ended) return;
      else await this.arrival();
    }
  }

  // The next message, or the parse's failure, which ends the wait for messages that will not come.
  private arrival(): Promise<unknown> {
    const message = new Promise<void>((resolve) => (this.wake = resolve));
    return this.settled ? message : Promise.race([message, this.result()]);
  }
}
