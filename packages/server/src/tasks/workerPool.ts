import { Worker, type ResourceLimits } from 'node:worker_threads';

/** The worker ended without an answer: it crashed, ran out of memory or took too long. */
export class WorkerCrashed extends Error {
  override readonly name = 'WorkerCrashed';
}

/** The worker's `handle` threw; the message carries its stack. */
export class WorkerRequestFailed extends Error {
  override readonly name = 'WorkerRequestFailed';
}

export interface WorkerPoolOptions {
  /** Most workers alive at once; further requests wait in line. */
  size: number;
  /** A request running longer ends its worker. */
  timeoutMs: number;
  /** An idle worker is ended after this long. */
  idleMs: number;
  resourceLimits?: ResourceLimits;
}

interface Request<Req, Res> {
  input: Req;
  resolve(result: Res): void;
  reject(error: Error): void;
}

interface Slot<Req, Res> {
  worker: Worker;
  request?: Request<Req, Res>;
  timeout?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

type Answer<Res> = { result: Res } | { error: string };

const entry = new URL('./workerEntry.mjs', import.meta.url);

/**
 * Runs the `handle(input)` export of a module on worker threads, so CPU-heavy work leaves the
 * event loop free. A crash, an out-of-memory or a timeout ends only that worker and its request.
 */
export class WorkerPool<Req, Res> {
  private readonly slots = new Set<Slot<Req, Res>>();
  private readonly queue: Request<Req, Res>[] = [];

  constructor(
    private readonly module: URL,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Requests waiting or running. */
  get pending(): number {
    return this.queue.length + [...this.slots].filter((slot) => slot.request).length;
  }

  run(input: Req): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot =
        [...this.slots].find((candidate) => !candidate.request) ??
        (this.slots.size < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      this.assign(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot<Req, Res> {
    const worker = new Worker(entry, {
      workerData: { module: this.module.href },
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    const slot: Slot<Req, Res> = { worker };
    worker.on('message', (answer: Answer<Res>) => this.settle(slot, answer));
    worker.on('error', (error) => this.end(slot, new WorkerCrashed(error.message)));
    worker.on('exit', (code) => this.end(slot, new WorkerCrashed(`The worker exited (${code}).`)));
    this.slots.add(slot);
    return slot;
  }

  private assign(slot: Slot<Req, Res>, request: Request<Req, Res>): void {
    clearTimeout(slot.idle);
    slot.request = request;
    slot.worker.ref();
    slot.timeout = setTimeout(
      () => this.end(slot, new WorkerCrashed(`No answer within ${this.options.timeoutMs} ms.`)),
      this.options.timeoutMs,
    );
    try {
      slot.worker.postMessage(request.input);
    } catch (error) {
      // An input that cannot be copied to the thread fails alone; the worker stays.
      this.settle(slot, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  private settle(slot: Slot<Req, Res>, answer: Answer<Res>): void {
    const request = slot.request;
    if (!request) return;
    clearTimeout(slot.timeout);
    slot.request = undefined;
    if ('error' in answer) request.reject(new WorkerRequestFailed(answer.error));
    else request.resolve(answer.result);
    // An idle worker must not keep the process alive.
    slot.worker.unref();
    slot.idle = setTimeout(() => this.end(slot), this.options.idleMs);
    slot.idle.unref();
    this.dispatch();
  }

  /** Ends a worker; its request, if any, fails with the reason. */
  private end(slot: Slot<Req, Res>, reason?: Error): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timeout);
    clearTimeout(slot.idle);
    void slot.worker.terminate();
    if (slot.request && reason) slot.request.reject(reason);
    this.dispatch();
  }
}
