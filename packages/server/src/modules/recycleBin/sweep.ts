import type { AppContext } from '../../context.js';
import { sweepRecycleBin } from './service.js';

const SWEEP_EVERY_MS = 60_000;

// Runs the Recycle Bin sweep every minute; answers the function that stops it.
export function startRecycleBinSweep(
  ctx: AppContext,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepRecycleBin(ctx)
      .catch(onError)
      .finally(() => (running = false));
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  sweep();
  return () => clearInterval(timer);
}
