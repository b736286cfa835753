// What other modules use of assignments: they enter it only here (.dependency-cruiser.cjs).
export { type OwnerKey, projectKey, resolveOwner, templateKey } from './owner.js';
export {
  insertTbAssignments,
  insertTmAssignments,
  type OwnerRef,
  projectLocales,
  selectTbAssignments,
  selectTmAssignments,
  stepsOfProject,
} from './queries.js';
export { readableTms, type ReadableTm } from './readableTms.js';
export { projectTmsInEffect, tmDirection } from './tmAssignment.js';
