export {
  splitBound,
  splitPlan,
  withinSplitBound,
  type PartRange,
  type SplitChoice,
} from './splitPlan.js';
