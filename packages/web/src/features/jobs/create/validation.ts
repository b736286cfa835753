import {
  format,
  jobCreateMessages,
  jobMessages,
  projectMessages,
  type FileFormat,
} from '@tessera/contracts';
import type { FieldErrors } from '../../../components/fieldErrors';
import { dueDayError } from '../../../components/dueDateTime';
import { supportedFormatsText, unsupportedFileErrors } from './fileSupport';
import { importFields, isFieldEnabled } from './importFields';
import type { JobForm } from './jobForm';

export const STEP_COUNT = 4;

function regexpError(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return format(jobCreateMessages.invalidRegexp, {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function detailsErrors(form: JobForm, formats: readonly FileFormat[]): FieldErrors {
  const errors: FieldErrors = {};
  if (form.files.length === 0) errors.files = jobMessages.fileRequired;
  const refused = unsupportedFileErrors(form.files, formats, form.importSettings.fileFormat ?? '');
  const firstRefused = refused.find((message) => message !== null);
  if (firstRefused) errors.files = `${firstRefused} ${supportedFormatsText(formats)}`;
  if (form.targetLocales.length === 0) errors.targetLocales = jobMessages.targetLocaleRequired;
  const due = dueDayError(form.dueDate);
  if (due) errors.dueDate = due;
  return errors;
}

function assignmentErrors(form: JobForm): FieldErrors {
  const errors: FieldErrors = {};
  form.steps.forEach((step, index) => {
    const due = dueDayError(step.dueDate);
    if (due) errors[`steps.${index}.dueDate`] = due;
  });
  return errors;
}

/** Regular expressions are checked here (new RegExp); other texts go to the filters as typed. */
function importErrors(form: JobForm): FieldErrors {
  const errors: FieldErrors = {};
  const settings = form.importSettings;
  for (const field of importFields) {
    if (!isFieldEnabled(field, settings)) continue;
    const value = settings[field.key];
    if (field.kind === 'regexp' && typeof value === 'string' && value !== '') {
      const error = regexpError(value);
      if (error) errors[field.key] = error;
    }
  }
  if (settings.targetLength && !(settings.targetLengthMax >= 1))
    errors.targetLengthMax = projectMessages.lengthCharsMin;
  if (settings.targetLengthPercent && !(settings.targetLengthPercentValue >= 1))
    errors.targetLengthPercentValue = projectMessages.lengthPercentMin;
  return errors;
}

const checks = [detailsErrors, assignmentErrors, importErrors];

/** The messages of one step; the review step has none of its own. Files are checked against `formats`. */
export function stepErrors(
  step: number,
  form: JobForm,
  formats: readonly FileFormat[] = [],
): FieldErrors {
  return checks[step]?.(form, formats) ?? {};
}

/** The first step between from (inclusive) and to (exclusive) whose values are invalid. */
export function firstInvalidStep(
  form: JobForm,
  from: number,
  to: number,
  formats: readonly FileFormat[] = [],
): number | null {
  for (let step = from; step < to; step++)
    if (Object.keys(stepErrors(step, form, formats)).length > 0) return step;
  return null;
}
