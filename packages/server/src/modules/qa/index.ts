// What other modules use of qa: they enter it only here (.dependency-cruiser.cjs).
export { qaCounts, requireQaResolved } from './completion.js';
export { checkSavedSegment } from './saveCheck.js';
export type { QaActor } from './store.js';
