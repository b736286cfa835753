import {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  ProjectStatus,
  QualitySettings,
  RECYCLE_BIN_RETENTION_DAYS,
  type LinguistProjectListItem,
  type NamedRecord,
  type Project,
  type ProjectListItem,
} from '@tessera/contracts';
import type { ProjectChildren } from './children.js';
import type { ProjectDetailRow, ProjectListRow } from './queries.js';
import { isScoringStep } from './references.js';

const DAY_MS = 86_400_000;

const named = (id: number | null, name: string | null): NamedRecord | null =>
  id !== null && name !== null ? { id, name } : null;

// Spec 000 section 4: after the auto-deletion date no job can be created, even before the sweep.
function jobCreationAllowed(row: ProjectListRow, now: Date): boolean {
  return row.binned_at === null && row.auto_deletion_at > now.toISOString();
}

function autoRecycleDate(row: ProjectListRow): string | null {
  if (row.binned_at === null) return null;
  return new Date(Date.parse(row.binned_at) + RECYCLE_BIN_RETENTION_DAYS * DAY_MS).toISOString();
}

export function presentLinguistItem(row: ProjectListRow): LinguistProjectListItem {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    dateCreated: row.created_at,
    owner: { id: row.owner_id, userName: row.owner_user_name },
  };
}

// Written out field by field: spreading into a literal of this size cost tens of microseconds
// per row, the most of a list call's own time.
export function presentListItem(
  row: ProjectListRow,
  children: ProjectChildren,
  now: Date,
  extend: { workflowSteps: boolean; vendors: boolean },
): ProjectListItem {
  const item: ProjectListItem = {
    id: row.id,
    uid: row.uid,
    name: row.name,
    dateCreated: row.created_at,
    owner: { id: row.owner_id, userName: row.owner_user_name },
    internalId: row.internal_id,
    status: ProjectStatus.parse(row.status),
    dateDue: row.date_due,
    createdBy: {
      id: row.created_by,
      userName: row.creator_user_name,
      organizationName: row.creator_organization_name,
    },
    client: named(row.client_id, row.client_name),
    buyer: named(row.buyer_id, row.buyer_name),
    businessUnit: named(row.business_unit_id, row.business_unit_name),
    costCenter: named(row.cost_center_id, row.cost_center_name),
    subject: named(row.subject_id, row.subject_name),
    mediaType: named(row.media_type_id, row.media_type_name),
    sourceLang: row.source_lang,
    targetLangs: children.targetLangs,
    progress: children.progress,
    shared: children.vendorNames.length > 0,
    scoring: { groupIds: children.scoringGroupIds },
    isPostMortemScoring: row.is_post_mortem_scoring === 1,
    jobCreationAllowed: jobCreationAllowed(row, now),
    autoDeletionDateTime: row.auto_deletion_at,
    autoRecycleDate: autoRecycleDate(row),
    projectTemplateId: row.project_template_id,
  };
  if (extend.workflowSteps) item.workflowSteps = presentSteps(children);
  if (extend.vendors) item.vendorNames = children.vendorNames;
  return item;
}

const presentSteps = (children: ProjectChildren) =>
  children.steps.map(({ id, level, name, type }) => ({ id, level, name, type }));

// What the detail answers beyond the row and its children.
export interface ProjectDetailExtras {
  vendorOwner: { id: number; userName: string } | null;
  // Workflow step ids with a job part neither completed nor cancelled.
  unfinishedStepIds: ReadonlySet<number>;
}

// The project page's automation widget section; a public read-only status page is out of scope.
export const automationWidgetLink = (uid: string) =>
  `/web/project2/show/${encodeURIComponent(uid)}#automation-widget`;

export function presentProject(
  row: ProjectDetailRow,
  children: ProjectChildren,
  now: Date,
  extras: ProjectDetailExtras,
): Project {
  const access = AccessAndAutomationSettings.parse(JSON.parse(row.automation_settings));
  const steps = presentSteps(children);
  const owner = { id: row.owner_id, userName: row.owner_user_name };
  const buyerCreated = row.buyer_id !== null && row.buyer_id === row.creator_organization_id;
  return {
    ...presentListItem(row, children, now, { workflowSteps: true, vendors: true }),
    note: row.note,
    workflowSteps: steps,
    vendorNames: children.vendorNames,
    scoringModelIdsByWorkflowStepId: Object.fromEntries(
      children.steps
        .filter((step) => isScoringStep(step.type))
        .map((step) => [String(step.id), step.scoringModelId]),
    ),
    projectTemplateName: row.project_template_name,
    machineTranslateSettingsId: row.mt_settings_id,
    perLocaleMachineTranslation: row.per_locale_mt === 1,
    perLocaleMachineTranslateSettingsIds: JSON.parse(row.per_locale_mt_ids) as Record<
      string,
      number | null
    >,
    preTranslateSettings: PreTranslateSettings.parse(JSON.parse(row.pre_translate_settings)),
    analysisSettings: AnalysisSettings.parse(JSON.parse(row.analysis_settings)),
    qualitySettings: QualitySettings.parse(JSON.parse(row.quality_settings)),
    accessAndAutomationSettings: access,
    allowLinguistsToDownloadTranslationJobs: access.allowLinguistsToDownloadTranslationJobs,
    globalId: row.uid,
    rootOwner: owner,
    vendorOwner: children.vendorNames.length > 0 ? extras.vendorOwner : null,
    buyerOwner: buyerCreated ? { id: row.created_by, userName: row.creator_user_name } : null,
    automationWidgetLink: automationWidgetLink(row.uid),
    activeWorkflowStep: steps.find((step) => extras.unfinishedStepIds.has(step.id)) ?? null,
  };
}
