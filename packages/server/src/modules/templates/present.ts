import {
  ProjectTemplateFields,
  type ProjectTemplate,
  type ProjectTemplateInput,
  type ProjectTemplateSummary,
} from '@tessera/contracts';
import type { TemplateRow, TemplateValues } from './queries.js';

// What the template keeps as JSON: everything but the columns other tables point to or sort by.
const StoredSettings = ProjectTemplateFields.pick({
  name: true,
  targetLocales: true,
  workflowStepIds: true,
  scoringModelIdsByWorkflowStepId: true,
  perLocaleMachineTranslation: true,
  perLocaleMachineTranslateSettingsIds: true,
  preTranslateSettings: true,
  analysisSettings: true,
  qualitySettings: true,
  accessAndAutomationSettings: true,
  targetLength: true,
  targetLengthMax: true,
  targetLengthPercent: true,
  targetLengthPercentValue: true,
});

export function templateColumns(
  template: ProjectTemplateInput,
): Omit<TemplateValues, 'organization_id' | 'created_by' | 'created_at' | 'updated_at'> {
  return {
    template_name: template.projectTemplateName,
    note: template.note ?? null,
    source_lang: template.sourceLocale,
    owner_id: template.ownerId,
    client_id: template.clientId,
    business_unit_id: template.businessUnitId,
    cost_center_id: template.costCenterId,
    subject_id: template.subject,
    media_type_id: template.mediaType,
    mt_settings_id: template.machineTranslateSettingsId,
    source_seg_rule_id: template.sourceSegmentationRuleId,
    target_seg_rule_id: template.targetSegmentationRuleId,
    settings: JSON.stringify(StoredSettings.parse(template)),
  };
}

export function presentTemplateSettings(row: TemplateRow): ProjectTemplateInput {
  return {
    ...StoredSettings.parse(JSON.parse(row.settings)),
    projectTemplateName: row.template_name,
    note: row.note,
    sourceLocale: row.source_lang,
    ownerId: row.owner_id,
    clientId: row.client_id,
    businessUnitId: row.business_unit_id,
    costCenterId: row.cost_center_id,
    subject: row.subject_id,
    mediaType: row.media_type_id,
    machineTranslateSettingsId: row.mt_settings_id,
    sourceSegmentationRuleId: row.source_seg_rule_id,
    targetSegmentationRuleId: row.target_seg_rule_id,
  };
}

export function presentTemplate(row: TemplateRow): ProjectTemplate {
  return {
    id: row.id,
    ...presentTemplateSettings(row),
    createdBy: { id: row.created_by, userName: row.creator_user_name },
    dateCreated: row.created_at,
    dateModified: row.updated_at,
  };
}

export function presentSummary(
  row: TemplateRow & { client_name: string | null },
): ProjectTemplateSummary {
  const settings = presentTemplateSettings(row);
  return {
    id: row.id,
    projectTemplateName: row.template_name,
    name: settings.name,
    sourceLocale: row.source_lang,
    targetLocales: settings.targetLocales,
    client:
      row.client_id !== null && row.client_name !== null
        ? { id: row.client_id, name: row.client_name }
        : null,
    createdBy: { id: row.created_by, userName: row.creator_user_name },
    dateCreated: row.created_at,
  };
}
