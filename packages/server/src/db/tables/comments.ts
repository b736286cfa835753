import type { Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** A comment on a segment of a job; resolved_at is null while it is unresolved. */
export interface SegmentCommentTable {
  id: Generated<number>;
  organization_id: number;
  job_id: number;
  segment_id: number;
  author_id: number | null;
  /** Kept as text so the comment outlives its author. */
  author_name: string;
  text: string;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  resolved_by_name: string | null;
}
