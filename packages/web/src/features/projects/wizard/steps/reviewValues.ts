import { DEFAULT_SCORING_MODEL_LABEL, localeName, projectStatuses } from '@tessera/contracts';
import { projectStatusLabels } from '../../projectLabels';
import {
  accessLabels,
  analysisLabels,
  detailLabels,
  optionLabels,
  preTranslateLabels,
  qualityLabels,
} from '../labels';
import type { FieldChange } from '../reviewDiff';
import type { WizardLookups } from '../useWizardLookups';

const groupLabels: Record<string, Partial<Record<string, string>>> = {
  preTranslateSettings: preTranslateLabels,
  analysisSettings: analysisLabels,
  qualitySettings: qualityLabels,
  accessAndAutomationSettings: accessLabels,
};

export function changeLabel(change: FieldChange): string {
  const labels: Partial<Record<string, string>> = change.group
    ? (groupLabels[change.group] ?? {})
    : detailLabels;
  return labels[change.key] ?? change.key;
}

const nameIn = (records: ReadonlyArray<{ id: number; name: string }>, id: unknown) =>
  records.find((record) => record.id === id)?.name ?? String(id);
const nameOfLocale = (code: unknown) => localeName(String(code));

/** A changed value as the reviewer reads it: names instead of ids and codes. */
export function changeValue(change: FieldChange, lookups: WizardLookups): string {
  const value = change.after;
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  const owners = lookups.owners.map((owner) => ({
    id: owner.id,
    name: owner.name || owner.userName,
  }));
  const records: Partial<Record<string, ReadonlyArray<{ id: number; name: string }>>> = {
    clientId: lookups.clients,
    costCenterId: lookups.costCenters,
    businessUnitId: lookups.businessUnits,
    subject: lookups.subjects,
    mediaType: lookups.mediaTypes,
    ownerId: owners,
    machineTranslateSettingsId: lookups.engines,
    projectTemplateId: lookups.templates,
  };
  const named = change.group ? undefined : records[change.key];
  if (named) return nameIn(named, value);
  if (change.key === 'sourceLocale') return nameOfLocale(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '-';
    if (change.key === 'workflowStepIds')
      return value.map((id) => nameIn(lookups.workflowSteps, id)).join(', ');
    return value.map(nameOfLocale).join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, number | null>);
    if (change.key === 'scoringModelIdsByWorkflowStepId')
      return entries
        .map(
          ([step, model]) =>
            `${nameIn(lookups.workflowSteps, Number(step))}: ${model === null ? DEFAULT_SCORING_MODEL_LABEL : nameIn(lookups.scoringModels, model)}`,
        )
        .join(', ');
    return entries
      .map(
        ([locale, engine]) =>
          `${nameOfLocale(locale)}: ${engine === null ? 'None' : nameIn(lookups.engines, engine)}`,
      )
      .join(', ');
  }
  const status = projectStatuses.find((candidate) => candidate === value);
  if (change.key === 'status' && status) return projectStatusLabels[status];
  return optionLabels[String(value)] ?? String(value);
}
