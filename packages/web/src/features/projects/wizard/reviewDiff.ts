import { canonicalJson } from '@tessera/contracts';
import type { ProjectForm } from './projectForm';

export type SettingsGroup =
  'preTranslateSettings' | 'analysisSettings' | 'qualitySettings' | 'accessAndAutomationSettings';

/** One changed value: a form field, or a field of a settings group. */
export interface FieldChange {
  step: number;
  group: SettingsGroup | null;
  key: string;
  before: unknown;
  after: unknown;
}

// Which wizard step owns each form field; the settings groups belong to steps 3 to 6.
const detailFields: ReadonlyArray<keyof ProjectForm> = [
  'projectTemplateName',
  'projectTemplateId',
  'name',
  'status',
  'sourceLocale',
  'targetLocales',
  'dueDate',
  'dueTime',
  'workflowStepIds',
  'scoringModelIdsByWorkflowStepId',
  'note',
  'ownerId',
  'clientId',
  'costCenterId',
  'businessUnitId',
  'subject',
  'mediaType',
  'updateDueDateOnExistingJobs',
];
const engineFields: ReadonlyArray<keyof ProjectForm> = [
  'machineTranslateSettingsId',
  'perLocaleMachineTranslation',
  'perLocaleMachineTranslateSettingsIds',
];
const groupSteps: ReadonlyArray<[SettingsGroup, number]> = [
  ['preTranslateSettings', 2],
  ['analysisSettings', 3],
  ['qualitySettings', 4],
  ['accessAndAutomationSettings', 5],
];

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

// Engines per locale count only when per-locale translation is on; a locale set to None is one not set.
function effective(form: ProjectForm, key: keyof ProjectForm): unknown {
  if (key !== 'perLocaleMachineTranslateSettingsIds') return form[key];
  if (!form.perLocaleMachineTranslation) return {};
  return Object.fromEntries(
    Object.entries(form.perLocaleMachineTranslateSettingsIds).filter(([, id]) => id !== null),
  );
}

/** The values that differ from where the wizard started, in the order of the steps. */
export function changedFields(initial: ProjectForm, current: ProjectForm): FieldChange[] {
  const changes: FieldChange[] = [];
  const field = (step: number, key: keyof ProjectForm) => {
    const [before, after] = [effective(initial, key), effective(current, key)];
    if (!same(before, after)) changes.push({ step, group: null, key, before, after });
  };
  detailFields.forEach((key) => field(0, key));
  engineFields.forEach((key) => field(2, key));
  for (const [group, step] of groupSteps) {
    const before: Record<string, unknown> = initial[group];
    const after: Record<string, unknown> = current[group];
    for (const key of Object.keys(after))
      if (!same(before[key], after[key]))
        changes.push({ step, group, key, before: before[key], after: after[key] });
  }
  return changes.sort((a, b) => a.step - b.step);
}
