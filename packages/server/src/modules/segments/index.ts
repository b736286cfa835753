// What other modules use of segments: they enter it only here, or a worker thread through
// worker.ts (.dependency-cruiser.cjs).
export type { SegmentValues } from './queries.js';
export {
  copySourceToTarget,
  deleteTranslations,
  type LevelCounts,
  levelCounts,
  replaceSegments,
  segmentsOfJob,
  segmentsOfJobs,
  unitTargets,
} from './service.js';
export { levelBit } from './levelBit.js';
export { type SegmentBatch } from './segmentTuples.js';
export { copyImportedSegments } from './segmentBatches.js';
export { deleteSegmentsOfJob, selectSegmentsSummary as segmentsSummary } from './queries.js';
export { type SegmentTotals, UnitSegmenter } from './unitSegmenter.js';
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
