// What other modules use of qa: they enter it only here (.dependency-cruiser.cjs).
export { checkSavedSegment } from './saveCheck.js';
export { checkChangedSegments } from './changedCheck.js';
export type { QaActor } from './store.js';
export { assignedTerms } from './queries.js';
export { termIndex } from './terms.js';
