import {
  DEFAULT_WORKFLOW_STEP_ID,
  DEFAULT_WORKFLOW_STEP_LABEL,
  FileImportSettings,
  importFlagDefaults,
  importTextFields,
  type EmailTemplate,
  type JobCreateParams,
  type Project,
  type ProjectTemplate,
  type WorkflowStepJobSettings,
} from '@tessera/contracts';
import { dueDateTimeOf } from '../../../components/dueDateTime';

export interface NotifyForm {
  enabled: boolean;
  emailTemplateId: number | null;
  /** Minutes between mails; 0 is 'All at once'. */
  intervalMinutes: number | null;
}

/** One block of step 2: a workflow step of the project, or the Default step. */
export interface StepAssignment {
  workflowStepId: number;
  name: string;
  assignedUserIds: number[];
  assignPerTargetLocale: boolean;
  assignedUserIdsByTargetLocale: Record<string, number[]>;
  assignedVendorIds: number[];
  assignedVendorIdsByTargetLocale: Record<string, number[]>;
  dueDate: string;
  dueTime: string;
  notify: NotifyForm;
}

/** The job creation values of spec 001 section 3, as the wizard edits them. */
export interface JobForm {
  files: File[];
  targetLocales: string[];
  preTranslate: boolean;
  /** Kept as typed: an invalid date stays as raw text and is flagged (spec 001 section 5). */
  dueDate: string;
  dueTime: string;
  notify: NotifyForm;
  steps: StepAssignment[];
  importSettings: FileImportSettings;
}

/** The first template whose name contains 'New Work', else none (spec 001 section 5). */
export function defaultEmailTemplateId(templates: readonly EmailTemplate[]): number | null {
  return templates.find((template) => template.name.includes('New Work'))?.id ?? null;
}

/** The import settings the wizard starts from: the schema's and filters' defaults, then the template's. */
export function defaultImportSettings(template: ProjectTemplate | null): FileImportSettings {
  const defaults = { ...FileImportSettings.parse({}), ...importFlagDefaults };
  if (!template) return defaults;
  return {
    ...defaults,
    sourceSegmentationRuleId: template.sourceSegmentationRuleId,
    targetSegmentationRuleId: template.targetSegmentationRuleId,
    targetLength: template.targetLength,
    targetLengthMax: template.targetLengthMax,
    targetLengthPercent: template.targetLengthPercent,
    targetLengthPercentValue: template.targetLengthPercentValue,
  };
}

export function initialJobForm(
  project: Project,
  template: ProjectTemplate | null,
  emailTemplates: readonly EmailTemplate[],
): JobForm {
  const emailTemplateId = defaultEmailTemplateId(emailTemplates);
  const notify = (): NotifyForm => ({ enabled: false, emailTemplateId, intervalMinutes: null });
  const workflowSteps =
    project.workflowSteps.length > 0
      ? [...project.workflowSteps].sort((a, b) => a.level - b.level)
      : [{ id: DEFAULT_WORKFLOW_STEP_ID, name: DEFAULT_WORKFLOW_STEP_LABEL }];
  return {
    files: [],
    // Every project target locale starts chosen: most uploads go to all of them.
    targetLocales: [...project.targetLangs],
    preTranslate: project.preTranslateSettings.automaticallyPretranslate,
    dueDate: '',
    dueTime: '',
    notify: notify(),
    steps: workflowSteps.map((step) => ({
      workflowStepId: step.id,
      name: step.name,
      assignedUserIds: [],
      assignPerTargetLocale: false,
      assignedUserIdsByTargetLocale: {},
      assignedVendorIds: [],
      assignedVendorIdsByTargetLocale: {},
      dueDate: '',
      dueTime: '',
      notify: notify(),
    })),
    importSettings: defaultImportSettings(template),
  };
}

// Empty texts mean "the filter's default": they are left out of the request.
function withoutEmptyTexts(settings: FileImportSettings): FileImportSettings {
  const copy: FileImportSettings = { ...settings };
  for (const key of importTextFields) if (!copy[key]) delete copy[key];
  return copy;
}

function stepSettings(
  step: StepAssignment,
  targetLocales: readonly string[],
  timeZone: string,
): WorkflowStepJobSettings {
  return {
    workflowStepId: step.workflowStepId,
    assignedUserIds: step.assignedUserIds,
    assignPerTargetLocale: step.assignPerTargetLocale,
    assignedUserIdsByTargetLocale: Object.fromEntries(
      targetLocales.map((locale) => [locale, step.assignedUserIdsByTargetLocale[locale] ?? []]),
    ),
    assignedVendorIds: step.assignedVendorIds,
    assignedVendorIdsByTargetLocale: Object.fromEntries(
      targetLocales.map((locale) => [locale, step.assignedVendorIdsByTargetLocale[locale] ?? []]),
    ),
    dueDate: dueDateTimeOf(step.dueDate, step.dueTime, timeZone),
    notifyLinguists: {
      enabled: step.notify.enabled,
      emailTemplateId: step.notify.emailTemplateId,
      emailIntervalInMinutes: step.notify.intervalMinutes,
    },
  };
}

/** The params part of POST /api/v2/job: the form without its files, plus the project uid. */
export function jobCreateParams(
  projectUid: string,
  form: JobForm,
  timeZone: string,
): JobCreateParams {
  return {
    projectUid,
    targetLocales: form.targetLocales,
    preTranslate: form.preTranslate,
    dueDateTime: dueDateTimeOf(form.dueDate, form.dueTime, timeZone),
    notifyLinguistsOfJobCreation: form.notify.enabled,
    notifyLinguistsEmailTemplate: form.notify.enabled ? form.notify.emailTemplateId : null,
    notifyLinguistsInterval: form.notify.enabled ? form.notify.intervalMinutes : null,
    workflowSettings: form.steps.map((step) => stepSettings(step, form.targetLocales, timeZone)),
    importSettings: withoutEmptyTexts(form.importSettings),
  };
}
