// A piscina worker's entry: loads the module named in workerData the way the server runs and
// hands its `handle` to piscina as the default export. Under tsx (and vitest) that is the
// TypeScript file through tsx's loader; the compiled server (`npm start`) has no .ts files, only
// the .js built beside where each was.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';

const compiled = !fs.existsSync(fileURLToPath(workerData.module));
if (!compiled) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { handle } = await import(
  compiled ? workerData.module.replace(/\.ts$/, '.js') : workerData.module
);

export default handle;
