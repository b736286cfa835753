// What other modules use of setup: they enter it only here (.dependency-cruiser.cjs).
export { withUniqueName } from './constraints.js';
export { listEmailTemplates } from './emailTemplates/service.js';
export { listActiveLanguages } from './languages/service.js';
export { listMtSettings } from './mtSettings/service.js';
export { listNamedRecords } from './namedRecords/service.js';
export { listSegRules } from './segRules/service.js';
export { listActiveUsers, resetPassword } from './users/service.js';
export { hasVendorNamed, listVendors, vendorTokens } from './vendors/service.js';
export { listWorkflowSteps } from './workflowSteps/service.js';
