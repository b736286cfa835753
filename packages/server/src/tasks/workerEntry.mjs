// A worker thread's entry: loads the TypeScript module named in workerData the way the server runs
// (tsx's loader, also under vitest) and answers each request with its `handle` function.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { handle } = await import(workerData.module);

parentPort.on('message', (request) => {
  Promise.resolve()
    .then(() => handle(request))
    .then(
      (result) => parentPort.postMessage({ result }),
      (error) =>
        parentPort.postMessage({
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
});
