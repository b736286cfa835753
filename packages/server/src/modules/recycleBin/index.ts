// What other modules use of recycleBin: they enter it only here (.dependency-cruiser.cjs).
export { RECYCLE_BIN_SWEEP, scheduleRecycleBinSweep } from './sweep.js';
