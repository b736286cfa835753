import type { Generated } from 'kysely';
import type { Timestamp } from './columns.js';

// Tables of analyses (spec 001) and of the targets a workflow level had when it was completed.

export interface AnalysisTable {
  id: Generated<number>;
  organization_id: number;
  project_id: number;
  /** Per-project sequence shown next to the id. */
  inner_id: number;
  name: string;
  /** PreAnalyse or Compare. */
  type: string;
  /** JSON AnalysisOptions the analysis ran with. */
  options: string;
  /** JSON AnalysisData of all its job parts together. */
  total: string;
  /** The task that computed it: a second run of that task finds its analysis instead of adding one. */
  task_id: string;
  created_by: number | null;
  /** Kept as text so the analysis outlives the user. */
  created_by_name: string;
  created_at: Timestamp;
}

export interface AnalysisCounterTable {
  project_id: number;
  last_inner_id: number;
}

/** One analysed job part with its band figures. */
export interface AnalysisJobTable {
  id: Generated<number>;
  analysis_id: number;
  /** Null once the job part is deleted: the analysis keeps its figures. */
  job_part_id: number | null;
  ordinal: number;
  file_name: string;
  source_lang: string;
  target_lang: string;
  workflow_level: number;
  /** JSON AnalysisData. */
  data: string;
}

/** A segment's target as it was when its job part at workflow_level was last completed. */
export interface SegmentLevelTargetTable {
  job_id: number;
  workflow_level: number;
  ordinal: number;
  target: string;
  saved_at: Timestamp;
}
