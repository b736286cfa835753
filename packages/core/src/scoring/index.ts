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
