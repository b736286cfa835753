// A piscina worker's entry: loads the TypeScript module named in workerData the way the server
// runs (tsx's loader, also under vitest) and hands its `handle` to piscina as the default export.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { handle } = await import(workerData.module);

export default handle;
