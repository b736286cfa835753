import type { Project, ProjectTemplate, WorkflowStep } from '@tessera/contracts';
import type { ProjectCreateBody } from '../../../api/createProject';
import type { ProjectTemplateBody } from '../../../api/createProjectTemplate';
import type { ProjectUpdateBody } from '../../../api/saveProject';
import { dueDateTimeOf } from '../../../components/dueDateTime';
import type { ProjectForm } from './projectForm';

const SCORING_TYPES = new Set(['SCORING', 'SCORING_AND_REVISION']);
export const isScoringStep = (step: Pick<WorkflowStep, 'type'>) => SCORING_TYPES.has(step.type);

// Settings both a project and a template carry; unknown workflow steps are dropped (spec 000 section 5).
function sharedSettings(form: ProjectForm, steps: readonly WorkflowStep[]) {
  const known = new Set(steps.map((step) => step.id));
  const workflowStepIds = form.workflowStepIds.filter((id) => known.has(id));
  const scoringStepIds = steps
    .filter((step) => workflowStepIds.includes(step.id) && isScoringStep(step))
    .map((step) => String(step.id));
  return {
    sourceLocale: form.sourceLocale || null,
    targetLocales: form.targetLocales,
    workflowStepIds,
    scoringModelIdsByWorkflowStepId: Object.fromEntries(
      scoringStepIds.map((id) => [id, form.scoringModelIdsByWorkflowStepId[id] ?? null]),
    ),
    clientId: form.clientId,
    costCenterId: form.costCenterId,
    businessUnitId: form.businessUnitId,
    subject: form.subject,
    mediaType: form.mediaType,
    machineTranslateSettingsId: form.machineTranslateSettingsId,
    perLocaleMachineTranslation: form.perLocaleMachineTranslation,
    // Sent as a JSON string (spec 000 section 3), only for the project's target locales.
    perLocaleMachineTranslateSettingsIds: JSON.stringify(
      Object.fromEntries(
        form.targetLocales.map((locale) => [
          locale,
          form.perLocaleMachineTranslateSettingsIds[locale] ?? null,
        ]),
      ),
    ),
    preTranslateSettings: form.preTranslateSettings,
    analysisSettings: form.analysisSettings,
    qualitySettings: form.qualitySettings,
    accessAndAutomationSettings: form.accessAndAutomationSettings,
  };
}

/** POST /api/project's body; an empty note is left out. */
export function createBody(
  form: ProjectForm,
  steps: readonly WorkflowStep[],
  timeZone: string,
): ProjectCreateBody {
  return {
    name: form.name.trim(),
    ...(form.note.trim() ? { note: form.note } : {}),
    ...sharedSettings(form, steps),
    dueDateTime: dueDateTimeOf(form.dueDate, form.dueTime, timeZone),
    projectTemplateId: form.projectTemplateId,
  };
}

/** PUT /api/project's body; the scoring models of existing steps are left as they are. */
export function updateBody(
  form: ProjectForm,
  project: Project,
  steps: readonly WorkflowStep[],
  timeZone: string,
): ProjectUpdateBody {
  const { scoringModelIdsByWorkflowStepId: _fixed, ...settings } = sharedSettings(form, steps);
  return {
    projectUid: project.uid,
    name: form.name.trim(),
    // An emptied note clears the stored one.
    note: form.note.trim() ? form.note : null,
    status: form.status,
    ownerId: form.ownerId,
    ...settings,
    sourceLocale: project.sourceLang,
    dueDateTime: dueDateTimeOf(form.dueDate, form.dueTime, timeZone),
    updateDueDateOnExistingJobs: form.updateDueDateOnExistingJobs,
  };
}

/** POST and PUT /api/v2/projectTemplate's body; what the wizard does not edit is kept. */
export function templateBody(
  form: ProjectForm,
  steps: readonly WorkflowStep[],
  template?: ProjectTemplate,
): ProjectTemplateBody {
  return {
    ...(template
      ? {
          sourceSegmentationRuleId: template.sourceSegmentationRuleId,
          targetSegmentationRuleId: template.targetSegmentationRuleId,
          targetLength: template.targetLength,
          targetLengthMax: template.targetLengthMax,
          targetLengthPercent: template.targetLengthPercent,
          targetLengthPercentValue: template.targetLengthPercentValue,
          ownerId: template.ownerId,
        }
      : {}),
    projectTemplateName: form.projectTemplateName.trim(),
    name: form.name.trim(),
    note: form.note.trim() ? form.note : null,
    ...sharedSettings(form, steps),
  };
}
