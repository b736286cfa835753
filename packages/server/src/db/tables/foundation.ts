import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.js';

// Tables of the foundation: organizations, users and sessions, setup records, tasks, metrics, tickets.

export interface OrganizationTable {
  id: Generated<number>;
  name: string;
  enable_post_mortem_scoring: Generated<Flag>;
  created_at: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  organization_id: number;
  user_name: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  timezone: string | null;
  /** JSON list of granted permissions; null means the role's defaults. */
  permissions: string | null;
  disable_project_sharing: Flag;
  /** The user's default MT settings record: new projects start with it (spec 000 section 3). */
  default_mt_settings_id: Generated<number | null>;
  active: Flag;
  cookie_consent_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SessionTable {
  /** SHA-256 of the cookie token: a stolen database does not give usable sessions. */
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Last request of the session, kept to the minute (idle timeout); null on older rows. */
  last_seen_at: Timestamp | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  address: string;
  /** The user name tried; null on rows from before it was kept. */
  user_name: string | null;
  created_at: Timestamp;
}

export interface NamedRecordTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  created_at: Timestamp;
}

export interface WorkflowStepTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  ord: number;
  type: string;
  created_at: Timestamp;
}

export interface VendorTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  buyer_user_id: number | null;
  created_at: Timestamp;
}

export interface EmailTemplateTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  type: string;
  subject: string;
  body: string;
  cc_address: string;
  bcc_address: string;
  created_at: Timestamp;
}

export interface MtSettingsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  type: string;
  base_url: string;
  api_key: string;
  is_default: Flag;
  created_at: Timestamp;
}

export interface SegRuleTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  locale: string;
  /** JSON list of {break, before, after}. */
  rules: string;
  is_default: Flag;
  created_at: Timestamp;
}

export interface ActiveLanguageTable {
  organization_id: number;
  code: string;
}

export interface BackgroundTaskTable {
  id: string;
  organization_id: number;
  type: string;
  status: string;
  progress: number | null;
  error: string | null;
  /** JSON input of the task handler. */
  payload: string;
  /** JSON result shown to the caller. */
  result: string | null;
  attempts: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Heartbeat of the worker running it; a stale one means the worker died. */
  locked_until: Timestamp | null;
}

export interface MetricTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  name: string;
  value: number;
  dimensions: string;
  is_latency: Flag;
  created_at: Timestamp;
}

export interface TicketTable {
  id: Generated<number>;
  organization_id: number;
  created_by: number;
  problem_type: string;
  subject: string;
  description: string;
  project_name: string;
  project_id: string;
  job_part_id: string;
  source_locale: string;
  target_locale: string;
  due_date: string;
  workflow_step: string;
  status: string;
  created_at: Timestamp;
}

export interface ScoringModelTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  version: number;
  threshold: number;
  /** JSON categories and severities with their weights. */
  definition: string;
  created_at: Timestamp;
}

/** The scoring jobs of one project's workflow step and target locale, under one model. */
export interface ScoringGroupTable {
  id: Generated<number>;
  organization_id: number;
  project_id: number;
  workflow_step_id: number;
  target_lang: string;
  scoring_model_id: number;
  created_at: Timestamp;
}

/** The scoring of one job part by a model: NEW (shown Requested), IN_PROGRESS, COMPLETED, CANCELED. */
export interface ScoringJobTable {
  id: Generated<number>;
  organization_id: number;
  job_part_id: number;
  scoring_group_id: number;
  scoring_model_id: number;
  status: string;
  score: number | null;
  /** 1 passing, 0 failing, null before a score. */
  passing: number | null;
  scored_word_count: number | null;
  penalty_points: number | null;
  /** The words of the sample a post-delivery QA job scores; null scores the whole job. */
  sampled_words: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A segment of a post-delivery QA scoring job's sample. */
export interface ScoringSampleSegmentTable {
  scoring_job_id: number;
  segment_id: number;
}

/** An error a reviser recorded in a scored job: a category of the model and one of its severities. */
export interface ScoringErrorTable {
  id: Generated<number>;
  scoring_job_id: number;
  segment_id: number | null;
  category: string;
  subcategory: string;
  severity: string;
  comment: string;
  /** Offsets of the marked text in the segment's target, and that text; null when none. */
  span_start: number | null;
  span_end: number | null;
  span_text: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** Sampled Post-Delivery QA: the model that scores a project template's projects. */
export interface SampledQaMappingTable {
  id: Generated<number>;
  organization_id: number;
  project_template_id: number;
  scoring_model_id: number;
}
