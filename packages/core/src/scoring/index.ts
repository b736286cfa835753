export {
  scoreOf,
  scoreOfPenalty,
  type Score,
  type ScoredError,
  type ScoringWeights,
} from './score.js';
export {
  groupScoreOf,
  jobCountsOf,
  scoringStatusOf,
  type GroupedScoringJob,
  type ScoringJobCounts,
  type ScoringStatus,
} from './groups.js';
export { drawSample, POST_DELIVERY_SAMPLE, type SampleCandidate } from './sample.js';
