import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.js';

// Tables of projects, their templates and saved list filters.

// Lookups a project or template points to; null when not chosen.
interface ProjectLookupColumns {
  client_id: number | null;
  business_unit_id: number | null;
  cost_center_id: number | null;
  subject_id: number | null;
  media_type_id: number | null;
  mt_settings_id: number | null;
}

export interface ProjectTemplateTable extends ProjectLookupColumns {
  id: Generated<number>;
  organization_id: number;
  template_name: string;
  note: string | null;
  source_lang: string | null;
  owner_id: number | null;
  source_seg_rule_id: number | null;
  target_seg_rule_id: number | null;
  /** JSON of the template's other fields (locales, steps, settings groups), as saved. */
  settings: string;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectTable extends ProjectLookupColumns {
  id: Generated<number>;
  organization_id: number;
  /** Random and url-safe: what the API and the web address a project by. */
  uid: string;
  /** Per-organization sequence shown next to the id. */
  internal_id: number;
  name: string;
  status: string;
  note: string | null;
  source_lang: string;
  owner_id: number;
  created_by: number;
  date_due: Timestamp | null;
  /** The buying organization of a project received through vendor sharing. */
  buyer_id: number | null;
  project_template_id: number | null;
  is_post_mortem_scoring: Flag;
  per_locale_mt: Flag;
  /** JSON map of target locale to machine translation settings id. */
  per_locale_mt_ids: string;
  auto_deletion_at: Timestamp;
  /** Set while the project is in the Recycle Bin. */
  binned_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** JSON of each settings group of a project, as saved. */
export interface ProjectSettingsTable {
  project_id: number;
  pre_translate_settings: string;
  analysis_settings: string;
  quality_settings: string;
  automation_settings: string;
}

export interface ProjectTargetLangTable {
  project_id: number;
  lang: string;
  position: number;
}

export interface ProjectWorkflowStepTable {
  project_id: number;
  workflow_step_id: number;
  /** 1-based rank of the step in the project, fixed when the step is added. */
  level: number;
  /** Null is the default 'External' scoring model. */
  scoring_model_id: number | null;
}

export interface ProjectVendorTable {
  project_id: number;
  vendor_id: number;
}

export interface ProjectCounterTable {
  organization_id: number;
  last_internal_id: number;
}

export interface ProjectFilterTable {
  user_id: number;
  /** JSON list of saved {text, url} filters. */
  filters: string;
  updated_at: Timestamp;
}
