import {
  ProjectCreateInput,
  ProjectTemplateFields,
  PreTranslateSettings,
  QualitySettings,
  projectMessages,
  projectSettingsFields,
} from '@tessera/contracts';
import { dueDayError } from '../../../components/dueDateTime';
import { fieldErrorsOfIssues, type FieldErrors } from '../../../components/fieldErrors';
import { isTemplateMode, type ProjectForm, type WizardMode } from './projectForm';

export const DETAILS_STEP = 0;
export const PRE_TRANSLATE_STEP = 2;
export const QUALITY_STEP = 4;
export const STEP_COUNT = 7;

function issuesOf(
  result: {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
  },
  field: string,
): FieldErrors {
  if (result.success || !result.error) return {};
  return { [field]: result.error.issues[0]?.message ?? '' };
}

function detailsErrors(form: ProjectForm, mode: WizardMode): FieldErrors {
  const template = isTemplateMode(mode);
  const errors: FieldErrors = {
    ...(template
      ? {
          ...issuesOf(
            ProjectTemplateFields.shape.projectTemplateName.safeParse(form.projectTemplateName),
            'projectTemplateName',
          ),
          ...issuesOf(ProjectTemplateFields.shape.name.safeParse(form.name), 'name'),
        }
      : issuesOf(ProjectCreateInput.shape.name.safeParse(form.name), 'name')),
    ...issuesOf(projectSettingsFields.note.safeParse(form.note), 'note'),
  };
  // A template may leave the languages open; a project needs them.
  if (!template && !form.sourceLocale) errors.sourceLocale = projectMessages.sourceLocaleRequired;
  if (!template && form.targetLocales.length === 0)
    errors.targetLocales = projectMessages.targetLocalesRequired;
  const due = template ? null : dueDayError(form.dueDate);
  if (due) errors.dueDate = due;
  return errors;
}

/** The validation messages of one wizard step (spec 000 section 5), by field. */
export function stepErrors(step: number, form: ProjectForm, mode: WizardMode): FieldErrors {
  if (step === DETAILS_STEP) return detailsErrors(form, mode);
  if (step === PRE_TRANSLATE_STEP)
    return issuesOf(
      PreTranslateSettings.shape.tmMatchThreshold.safeParse(
        form.preTranslateSettings.tmMatchThreshold,
      ),
      'tmMatchThreshold',
    );
  if (step === QUALITY_STEP) {
    const parsed = QualitySettings.safeParse(form.qualitySettings);
    return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues);
  }
  return {};
}

/** The first step from `from` up to (not including) `to` that has errors, or null. */
export function firstInvalidStep(
  form: ProjectForm,
  mode: WizardMode,
  from: number,
  to: number,
): number | null {
  for (let step = from; step < to; step++)
    if (Object.keys(stepErrors(step, form, mode)).length > 0) return step;
  return null;
}
