// The QA state of job parts, read by jobs (counts, the completion gate, a split moving it) and qa
// (its runs): apart from qa so that jobs does not depend on it (qa reads job parts through jobs).
export { qaCounts, requireQaResolved } from './completion.js';
export { warningCounts } from './queries.js';
export { moveQaState } from './moves.js';
