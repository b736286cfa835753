// What other modules use of apiDocs: they enter it only here (.dependency-cruiser.cjs).
export { openApiDocumentOf } from './routes.js';
export type { OpenApiDocument } from './openApi.js';
