import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.js';

// Tables of TM and TB assignments and reference files, of a project or a template.

// Rows of a project (project_id) or of a template (template_id), never both.
interface AssignmentOwnerColumns {
  project_id: number | null;
  template_id: number | null;
}

export interface TmAssignmentTable extends AssignmentOwnerColumns {
  id: Generated<number>;
  tm_id: number;
  target_lang: string;
  /** Null is the Default step. */
  workflow_step_id: number | null;
  read_mode: Flag;
  write_mode: Flag;
  penalty: number;
  position: number;
}

export interface TbAssignmentTable extends AssignmentOwnerColumns {
  id: Generated<number>;
  tb_id: number;
  target_lang: string;
  read_mode: Flag;
  write_mode: Flag;
  quality_assurance: Flag;
  priority: number;
  position: number;
}

export interface ReferenceFileTable extends AssignmentOwnerColumns {
  id: Generated<number>;
  organization_id: number;
  /** Null name and blob_key: a note without a file. */
  name: string | null;
  note: string | null;
  blob_key: string | null;
  size: number;
  created_by: number | null;
  created_by_name: string;
  created_at: Timestamp;
}
