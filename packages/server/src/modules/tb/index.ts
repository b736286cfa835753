// What other modules use of tb: they enter it only here (.dependency-cruiser.cjs).
export { accessibleTb, langsOf } from './service.js';
