import v8 from 'node:v8';
import { MessageChannel, type MessagePort, type ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';

// The server's --max-semi-space-size (scripts/serverNodeFlags.json) sizes the main thread's young
// generation. A worker reads the flag as it starts, and the flag overrides the young generation
// its resourceLimits ask for, so it is cleared once the main thread's heap exists (which keeps its
// size): each pool sizes its workers' own.
v8.setFlagsFromString('--max-semi-space-size=0');

/**
 * Piscina workers that run the `handle` of a TypeScript module (a file import's parse, a zip's
 * expansion, a TMX's staging); a worker idle for a minute ends.
 */
export function workerPool<Request, Outcome>(
  module: URL,
  options: { maxThreads: number; resourceLimits: ResourceLimits },
) {
  const pool = new Piscina<Request, Outcome>({
    // The entry registers tsx's loader in the worker, then imports the module named here.
    filename: new URL('./workerEntry.mjs', import.meta.url).href,
    workerData: { module: module.href },
    minThreads: 0,
    idleTimeout: 60_000,
    ...options,
  });
  // A worker that fails while starting has no request to fail: unheard, its error ends the server.
  pool.on('error', (error: Error) => console.warn(`An import worker failed: ${error.message}`));
  return pool;
}

/**
 * Runs a request whose worker reports the fraction done through the port it is given; a
 * progress write that fails (a task taken over) is left to the task's next write to notice.
 */
export async function runReporting<Request, Outcome>(
  pool: Piscina<Request, Outcome>,
  request: (progress: MessagePort) => Request,
  onProgress: (fraction: number) => Promise<void>,
  timeoutMs: number,
): Promise<Outcome> {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (fraction: number) => void onProgress(fraction).catch(() => undefined));
  try {
    return await pool.run(request(port2), {
      transferList: [port2],
      signal: AbortSignal.timeout(timeoutMs),
    });
  } finally {
    port1.close();
  }
}
