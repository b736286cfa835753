import type { AppContext } from '../../context.js';
import { sweepRecycleBin } from './service.js';

export const RECYCLE_BIN_SWEEP = 'recycleBin.sweep';

/** Moves projects past their retention to the Recycle Bin and purges old ones, every minute. */
export function scheduleRecycleBinSweep(ctx: AppContext): void {
  ctx.tasks.schedule(RECYCLE_BIN_SWEEP, 1, () => sweepRecycleBin(ctx));
}
