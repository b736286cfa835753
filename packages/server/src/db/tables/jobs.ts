import type { Generated } from 'kysely';
import type { Timestamp } from './columns.js';

// Tables of jobs, their parts and segments, and the mail outbox.

export interface JobTable {
  id: Generated<number>;
  organization_id: number;
  project_id: number;
  /** The project's uid, which never changes: job calls address the project by it. */
  project_uid: string;
  uid: string;
  /** Per-project sequence shown next to the id. */
  internal_id: number;
  /** The job this one was split from. */
  parent_id: number | null;
  file_name: string;
  source_lang: string;
  target_lang: string;
  /** The uploaded file; shared by the jobs of its target locales. */
  file_blob_key: string;
  skeleton_blob_key: string | null;
  /** Backend format value of the filter that imported the file. */
  format: string | null;
  /** JSON FileImportSettings the file was imported with. */
  import_settings: string;
  creation_task_id: string;
  /** RUNNING, OK or ERROR; OK means the segments are there. */
  creation_status: string;
  creation_error: string | null;
  segments_count: number;
  words_count: number;
  characters_count: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobCounterTable {
  project_id: number;
  last_internal_id: number;
}

export interface JobPartTable {
  id: Generated<number>;
  organization_id: number;
  project_id: number;
  job_id: number;
  uid: string;
  /** 1-based level of the workflow step; 1 for the default step. */
  workflow_level: number;
  /** -1 for the default step. */
  workflow_step_id: number;
  status: string;
  date_due: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The last pre-translation: RUNNING from its start (or job creation with preTranslate), OK or ERROR. */
  pre_translate_status: string | null;
  pre_translate_error: string | null;
  pre_translate_finished_at: Timestamp | null;
}

/** One user or one vendor assigned to a job part. */
export interface JobPartAssigneeTable {
  id: Generated<number>;
  job_part_id: number;
  user_id: number | null;
  vendor_id: number | null;
}

export interface JobPartStatusChangeTable {
  id: Generated<number>;
  job_part_id: number;
  status: string;
  created_by: number | null;
  /** Kept as text so the record outlives the user. */
  created_by_name: string;
  organization_name: string;
  created_at: Timestamp;
}

export interface SegmentTable {
  id: Generated<number>;
  job_id: number;
  ordinal: number;
  /** The filter's TextUnit id: merge receives the unit's targets under it. */
  unit_id: string;
  sentence_index: number;
  /** Whitespace before the unit's first sentence (sentence 0 only). */
  lead: string;
  /** Whitespace after the sentence, written back between translated sentences. */
  gap: string;
  source: string;
  target: string;
  context_key: string | null;
  note: string | null;
  max_length: number | null;
  words_count: number;
  characters_count: number;
  /** TM, MT, NT, COPY, PSEUDO, HUMAN or null: where the target came from. */
  match_origin: string | null;
  /** The TM match's score (0..101) that gave the target. */
  match_score: number | null;
  /** The memory of that match. */
  match_tm_id: number | null;
  /** The name of the MT settings that gave the target. */
  match_engine: string | null;
  /** Bit n-1 set: confirmed (locked) at workflow level n. */
  confirmed_levels: number;
  locked_levels: number;
  modified_at: Timestamp | null;
  modified_by: number | null;
  /** Raised by every change of the target; an editor save names the version it changes. */
  version: Generated<number>;
}

/** One change of a segment's target: the text it got, by whom, when, and in which operation. */
export interface SegmentHistoryTable {
  id: Generated<number>;
  segment_id: number;
  job_id: number;
  workflow_level: number;
  target: string;
  match_origin: string | null;
  match_score: number | null;
  user_id: number | null;
  /** Kept as text so the record outlives the user. */
  user_name: string;
  created_at: Timestamp;
  /** One id per operation (an editor save, a pre-translation, a copy source to target…). */
  trace_id: string;
}

export interface OutboxTable {
  id: Generated<number>;
  organization_id: number;
  to_address: string;
  cc_address: string;
  bcc_address: string;
  subject: string;
  body: string;
  /** SCHEDULED, SENDING, SENT, FAILED, or STORED when no SMTP server is configured. */
  status: string;
  error: string | null;
  attempts: number;
  send_after: Timestamp;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  /** Messages of one key scheduled for later merge into one (notify interval). */
  batch_key: string | null;
  /** JSON of a batched message's templates and values (mail/batch.ts). */
  batch: string | null;
}
