import type { AppContext } from '../../context.js';
import { sweepOrphanBlobs } from '../../storage/orphanSweep.js';
import { sweepRecycleBin } from './service.js';

const SWEEP_EVERY_MS = 60_000;
// Stored files no row refers to are looked for every hour: it reads the whole storage folder.
const ORPHAN_SWEEP_EVERY = 60;

// Runs the Recycle Bin sweep every minute and the orphan file sweep every hour, both at start;
// answers the function that stops them.
export function startRecycleBinSweep(
  ctx: AppContext,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  let rounds = 0;
  const sweep = () => {
    if (running) return;
    running = true;
    const orphans = rounds++ % ORPHAN_SWEEP_EVERY === 0;
    Promise.all([
      sweepRecycleBin(ctx).catch(onError),
      orphans ? sweepOrphanBlobs(ctx).catch(onError) : undefined,
    ]).finally(() => (running = false));
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  sweep();
  return () => clearInterval(timer);
}
