// What other modules use of scoring: they enter it only here (.dependency-cruiser.cjs).
export { createScoringJobs } from './scoringJobs.js';
