import type { Generated } from 'kysely';
import type { Timestamp } from './columns.js';

// Tables of QA runs: the warnings of each job part's last run.

export interface QaWarningTable {
  id: Generated<number>;
  job_part_id: number;
  segment_id: number;
  /** The QaCheck the warning comes from ("check" is an SQL keyword). */
  check_name: string;
  message: string;
  /** What was found; '' when the check says no more than its message. */
  details: string;
  ignored_by: number | null;
  /** Kept as text so the record outlives the user. */
  ignored_by_name: string | null;
  ignored_at: Timestamp | null;
  created_at: Timestamp;
}

/** When a job part's last QA run was. */
export interface QaRunTable {
  job_part_id: number;
  ran_at: Timestamp;
  ran_by: number | null;
}
