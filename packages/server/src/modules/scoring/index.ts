// What other modules use of scoring: they enter it only here (.dependency-cruiser.cjs).
export { createScoringJobs, type ScoredPart } from './scoringJobs.js';
export { followPartStatus } from './followPart.js';
export { copyScoringJobs } from './splitScoring.js';
export {
  addScoringError,
  completeSampledScoring,
  partOfScoringError,
  removeScoringError,
  scoringErrorsOf,
  type RevisedPart,
  type Reviser,
} from './segmentErrors.js';
export { postDeliveryModelOf } from './postDelivery.js';
