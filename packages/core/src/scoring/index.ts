export { scoreOf, type Score, type ScoredError, type ScoringWeights } from './score.js';
