// What other modules use of jobs: they enter it only here (.dependency-cruiser.cjs).
export { bundle, contentTypeOf, type DownloadFile } from './fileNames.js';
export type { PartRow } from './queries.js';
export { selectedJobParts } from './selection.js';
export { setPartStatus } from './partStatus.js';
export { openOfferPartIds } from './offerQueries.js';
export { saveSegmentsToWriteTms } from './saveConfirmedToTm.js';
export { readProject, requireParts } from './access.js';
