// What other modules use of references: they enter it only here (.dependency-cruiser.cjs).
export { copyReferences } from './queries.js';
