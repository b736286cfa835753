// What other modules use of projects: they enter it only here (.dependency-cruiser.cjs).
export { requireProject } from './access.js';
export { applyStatusAutomation } from './automation.js';
export { autoDeletionDate } from './binning.js';
export { listProjects } from './list.js';
export { defaultMtSettingsId } from './lookupQueries.js';
export {
  insertProject,
  insertProjectSettings,
  insertProjectVendors,
  insertProjectWorkflowSteps,
  insertTargetLangs,
  takeInternalId,
} from './queries.js';
export {
  checkReferences,
  distinctLocales,
  engineIdsFor,
  isScoringStep,
  unknownRecord,
} from './references.js';
export { getProject, type ProjectSettingsGroups, settingsColumns } from './service.js';
export {
  isLinguist,
  requireDeleteRights,
  requireEditRights,
  type Viewer,
  viewerOf,
} from './viewer.js';
