import {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  QualitySettings,
  type MachineTranslateSettings,
  type Project,
  type ProjectStatus,
  type ProjectTemplate,
} from '@tessera/contracts';
import { dueDatePartsOf } from '../../../components/dueDateTime';

export type WizardMode = 'create' | 'edit' | 'templateCreate' | 'templateEdit';
export const isTemplateMode = (mode: WizardMode) =>
  mode === 'templateCreate' || mode === 'templateEdit';

/** The project and template form of spec 000 section 3. */
export interface ProjectForm {
  projectTemplateId: number | null;
  projectTemplateName: string;
  name: string;
  status: ProjectStatus;
  sourceLocale: string;
  targetLocales: string[];
  dueDate: string;
  dueTime: string;
  workflowStepIds: number[];
  note: string;
  ownerId: number | null;
  clientId: number | null;
  costCenterId: number | null;
  businessUnitId: number | null;
  mediaType: number | null;
  subject: number | null;
  scoringModelIdsByWorkflowStepId: Record<string, number | null>;
  updateDueDateOnExistingJobs: boolean;
  machineTranslateSettingsId: number | null;
  perLocaleMachineTranslation: boolean;
  perLocaleMachineTranslateSettingsIds: Record<string, number | null>;
  preTranslateSettings: PreTranslateSettings;
  analysisSettings: AnalysisSettings;
  qualitySettings: QualitySettings;
  accessAndAutomationSettings: AccessAndAutomationSettings;
}

/** A new project: the contracts' defaults, with the organization's default engine if there is one. */
export function emptyForm(engines: readonly MachineTranslateSettings[] = []): ProjectForm {
  return {
    projectTemplateId: null,
    projectTemplateName: '',
    name: '',
    status: 'NEW',
    sourceLocale: '',
    targetLocales: [],
    dueDate: '',
    dueTime: '',
    workflowStepIds: [],
    note: '',
    ownerId: null,
    clientId: null,
    costCenterId: null,
    businessUnitId: null,
    mediaType: null,
    subject: null,
    scoringModelIdsByWorkflowStepId: {},
    updateDueDateOnExistingJobs: false,
    machineTranslateSettingsId: engines.find((engine) => engine.isDefault)?.id ?? null,
    perLocaleMachineTranslation: false,
    perLocaleMachineTranslateSettingsIds: {},
    preTranslateSettings: PreTranslateSettings.parse({}),
    analysisSettings: AnalysisSettings.parse({}),
    qualitySettings: QualitySettings.parse({}),
    accessAndAutomationSettings: AccessAndAutomationSettings.parse({}),
  };
}

type TemplateSettings = Omit<ProjectTemplate, 'id' | 'createdBy' | 'dateCreated' | 'dateModified'>;

/** The form after choosing a template: every value the template holds is copied. */
export function withTemplate(
  form: ProjectForm,
  id: number,
  template: TemplateSettings,
): ProjectForm {
  return {
    ...form,
    projectTemplateId: id,
    name: template.name,
    note: template.note ?? '',
    sourceLocale: template.sourceLocale ?? '',
    targetLocales: [...template.targetLocales],
    workflowStepIds: [...template.workflowStepIds],
    scoringModelIdsByWorkflowStepId: { ...template.scoringModelIdsByWorkflowStepId },
    clientId: template.clientId,
    costCenterId: template.costCenterId,
    businessUnitId: template.businessUnitId,
    mediaType: template.mediaType,
    subject: template.subject,
    machineTranslateSettingsId: template.machineTranslateSettingsId,
    perLocaleMachineTranslation: template.perLocaleMachineTranslation,
    perLocaleMachineTranslateSettingsIds: { ...template.perLocaleMachineTranslateSettingsIds },
    preTranslateSettings: template.preTranslateSettings,
    analysisSettings: template.analysisSettings,
    qualitySettings: template.qualitySettings,
    accessAndAutomationSettings: template.accessAndAutomationSettings,
  };
}

/**
 * What the review of a project made from a template compares with: the template's values, so
 * that only what the user changed is listed; the template choice itself stays a change.
 */
export function templateBaseline(
  defaults: ProjectForm,
  id: number,
  template: TemplateSettings,
): ProjectForm {
  return { ...withTemplate(defaults, id, template), projectTemplateId: defaults.projectTemplateId };
}

/** A template's own form (template edit). */
export function formOfTemplate(template: ProjectTemplate): ProjectForm {
  return {
    ...withTemplate(emptyForm(), template.id, template),
    projectTemplateId: null,
    projectTemplateName: template.projectTemplateName,
    ownerId: template.ownerId,
  };
}

/** A project's form (project edit, and a template made from a project). */
export function formOfProject(project: Project, timeZone: string): ProjectForm {
  return {
    ...emptyForm(),
    projectTemplateId: project.projectTemplateId,
    name: project.name,
    status: project.status,
    sourceLocale: project.sourceLang,
    targetLocales: [...project.targetLangs],
    ...dueDatePartsOf(project.dateDue, timeZone),
    workflowStepIds: project.workflowSteps.map((step) => step.id),
    note: project.note ?? '',
    ownerId: project.owner.id,
    clientId: project.client?.id ?? null,
    costCenterId: project.costCenter?.id ?? null,
    businessUnitId: project.businessUnit?.id ?? null,
    mediaType: project.mediaType?.id ?? null,
    subject: project.subject?.id ?? null,
    scoringModelIdsByWorkflowStepId: { ...project.scoringModelIdsByWorkflowStepId },
    machineTranslateSettingsId: project.machineTranslateSettingsId,
    perLocaleMachineTranslation: project.perLocaleMachineTranslation,
    perLocaleMachineTranslateSettingsIds: { ...project.perLocaleMachineTranslateSettingsIds },
    preTranslateSettings: project.preTranslateSettings,
    analysisSettings: project.analysisSettings,
    qualitySettings: project.qualitySettings,
    accessAndAutomationSettings: project.accessAndAutomationSettings,
  };
}
