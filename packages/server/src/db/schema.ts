// The database as Kysely sees it: every table, typed by the module that owns it.
import type {
  OrganizationTable,
  UserTable,
  SessionTable,
  LoginFailureTable,
  NamedRecordTable,
  WorkflowStepTable,
  VendorTable,
  EmailTemplateTable,
  MtSettingsTable,
  SegRuleTable,
  ActiveLanguageTable,
  BackgroundTaskTable,
  MetricTable,
  TicketTable,
  ScoringModelTable,
  SampledQaMappingTable,
  ScoringGroupTable,
  ScoringJobTable,
  ScoringSampleSegmentTable,
  ScoringErrorTable,
} from './tables/foundation.js';
import type {
  ProjectTemplateTable,
  ProjectTable,
  ProjectSettingsTable,
  ProjectTargetLangTable,
  ProjectWorkflowStepTable,
  ProjectVendorTable,
  ProjectCounterTable,
  ProjectFilterTable,
} from './tables/projects.js';
import type {
  TranslationMemoryTable,
  TmUnitTable,
  TmPostingBlockTable,
  TmTermDfTable,
  TermBaseTable,
  TbConceptTable,
  TbTermTable,
} from './tables/assets.js';
import type {
  JobTable,
  JobCounterTable,
  JobPartTable,
  JobPartAssigneeTable,
  JobPartStatusChangeTable,
  SegmentTable,
  SegmentHistoryTable,
  OutboxTable,
} from './tables/jobs.js';
import type {
  TmAssignmentTable,
  TbAssignmentTable,
  ReferenceFileTable,
} from './tables/assignments.js';
import type {
  AnalysisTable,
  AnalysisCounterTable,
  AnalysisJobTable,
  SegmentLevelTargetTable,
} from './tables/analyses.js';
import type { QaWarningTable, QaRunTable } from './tables/qa.js';
import type { SegmentCommentTable } from './tables/comments.js';
import type { JobOfferTable, JobOfferVendorTable } from './tables/offers.js';

export type * from './tables/foundation.js';
export type * from './tables/projects.js';
export type * from './tables/assets.js';
export type * from './tables/jobs.js';
export type * from './tables/assignments.js';
export type * from './tables/analyses.js';
export type * from './tables/qa.js';
export type * from './tables/comments.js';
export type * from './tables/offers.js';

export interface Database {
  organizations: OrganizationTable;
  users: UserTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  clients: NamedRecordTable;
  business_units: NamedRecordTable;
  cost_centers: NamedRecordTable;
  subjects: NamedRecordTable;
  media_types: NamedRecordTable;
  workflow_steps: WorkflowStepTable;
  vendors: VendorTable;
  email_templates: EmailTemplateTable;
  mt_settings: MtSettingsTable;
  seg_rules: SegRuleTable;
  active_languages: ActiveLanguageTable;
  background_tasks: BackgroundTaskTable;
  metrics: MetricTable;
  tickets: TicketTable;
  scoring_models: ScoringModelTable;
  sampled_qa_mappings: SampledQaMappingTable;
  scoring_groups: ScoringGroupTable;
  scoring_jobs: ScoringJobTable;
  scoring_errors: ScoringErrorTable;
  scoring_sample_segments: ScoringSampleSegmentTable;
  project_templates: ProjectTemplateTable;
  projects: ProjectTable;
  project_settings: ProjectSettingsTable;
  project_target_langs: ProjectTargetLangTable;
  project_workflow_steps: ProjectWorkflowStepTable;
  project_vendors: ProjectVendorTable;
  project_counters: ProjectCounterTable;
  project_filters: ProjectFilterTable;
  translation_memories: TranslationMemoryTable;
  tm_units: TmUnitTable;
  tm_posting_blocks: TmPostingBlockTable;
  tm_term_df: TmTermDfTable;
  term_bases: TermBaseTable;
  tb_concepts: TbConceptTable;
  tb_terms: TbTermTable;
  jobs: JobTable;
  job_counters: JobCounterTable;
  job_parts: JobPartTable;
  job_part_assignees: JobPartAssigneeTable;
  job_part_status_changes: JobPartStatusChangeTable;
  segments: SegmentTable;
  segment_history: SegmentHistoryTable;
  outbox: OutboxTable;
  tm_assignments: TmAssignmentTable;
  tb_assignments: TbAssignmentTable;
  reference_files: ReferenceFileTable;
  analyses: AnalysisTable;
  analysis_counters: AnalysisCounterTable;
  analysis_jobs: AnalysisJobTable;
  segment_level_targets: SegmentLevelTargetTable;
  qa_warnings: QaWarningTable;
  qa_runs: QaRunTable;
  segment_comments: SegmentCommentTable;
  job_offers: JobOfferTable;
  job_offer_vendors: JobOfferVendorTable;
}
