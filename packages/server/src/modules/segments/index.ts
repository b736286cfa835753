// What other modules use of segments: they enter it only here (.dependency-cruiser.cjs).
export type { SegmentValues } from './queries.js';
export {
  copySourceToTarget,
  deleteTranslations,
  levelBit,
  type LevelCounts,
  levelCounts,
  replaceSegments,
  type SegmentTotals,
  segmentsOfJob,
  segmentsOfJobs,
  UnitSegmenter,
  unitTargets,
} from './service.js';
export { type SegmentBatch, segmentRowsOfBatches } from './segmentBatches.js';
export {
  type AnalysisSegment,
  analysisSegments,
  levelTargets,
  saveLevelTargets,
} from './levelTargets.js';
export {
  type EditorRow,
  saveTarget,
  segmentOfJob,
  segmentPage,
  segmentWithNeighbours,
} from './editorSegments.js';
export {
  type SegmentCriteria,
  searchedPage,
  searchedRows,
  searchedTexts,
  segmentsByIds,
} from './segmentSearch.js';
export { type ReplacedTarget, writeReplacedTargets } from './replacedTargets.js';
export {
  type HistoryRow,
  historyOfSegment,
  recordWrites,
  segmentsAt,
  type TargetChange,
} from './history.js';
export { moveSegments, segmentSizes } from './moves.js';
export {
  type CommentRow,
  commentOfJob,
  commentsOfSegment,
  insertComment,
  setCommentResolved,
  unresolvedCommentCounts,
} from './comments.js';
