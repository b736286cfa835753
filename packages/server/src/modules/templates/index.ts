// What other modules use of templates: they enter it only here (.dependency-cruiser.cjs).
export { findTemplateForProject, findTemplatesNamed } from './service.js';
