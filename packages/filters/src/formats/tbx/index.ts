export { readTbx } from './readTbx.js';
export { writeTbx } from './writeTbx.js';
export { termStatusFromTbx } from './termStatus.js';
export * from './types.js';
