import {
  AnalysisCreateRequest,
  type AnalysisCreateInput,
  type AnalysisType,
  type ProjectWorkflowStep,
} from '@tessera/contracts';
import { fieldErrorsOfIssues, type FieldErrors } from '../../components/fieldErrors';
import type { SelectedJobsState } from '../../components/selectedJobsState';

/** The create analysis form (spec 001 section 5 "Analysis"). */
export interface AnalysisForm {
  type: AnalysisType;
  name: string;
  compareWorkflowLevel: number | null;
  includeFuzzyRepetitions: boolean;
  includeConfirmedSegments: boolean;
  includeLockedSegments: boolean;
  includeNumbers: boolean;
  countSourceUnits: boolean;
}

/** Spec 001 section 5: PreAnalyse, internal fuzzies on, the other inclusions off, source units. */
export const initialAnalysisForm: AnalysisForm = {
  type: 'PreAnalyse',
  name: '',
  compareWorkflowLevel: null,
  includeFuzzyRepetitions: true,
  includeConfirmedSegments: false,
  includeLockedSegments: false,
  includeNumbers: false,
  countSourceUnits: true,
};

export interface CompareOption {
  value: string;
  label: string;
  disabled: boolean;
}

/** Compare needs workflow steps to compare with (spec 001 section 5). */
export function compareAvailable(steps: readonly ProjectWorkflowStep[]): boolean {
  return steps.length > 0;
}

/** The workflow steps to compare with; the step of the selected jobs' level cannot be picked. */
export function compareOptions(
  steps: readonly ProjectWorkflowStep[],
  currentLevel: number,
): CompareOption[] {
  return steps.map((step) => ({
    value: String(step.level),
    label: step.name,
    disabled: step.level === currentLevel,
  }));
}

/** POST /api/analysis/create's body for the form and the job list's selection. */
export function analysisRequestOf(
  form: AnalysisForm,
  projectUid: string,
  selection: SelectedJobsState,
): AnalysisCreateInput {
  return {
    projectUid,
    jobPartIds: selection.jobPartIds,
    level: selection.level,
    type: form.type,
    name: form.name.trim() || undefined,
    compareWorkflowLevel: form.type === 'Compare' ? form.compareWorkflowLevel : null,
    includeFuzzyRepetitions: form.includeFuzzyRepetitions,
    includeConfirmedSegments: form.includeConfirmedSegments,
    includeLockedSegments: form.includeLockedSegments,
    includeNumbers: form.includeNumbers,
    analyzeByLinguist: false,
    countSourceUnits: form.countSourceUnits,
  };
}

/** The form's errors by field, by the request's own schema. */
export function analysisFormErrors(
  form: AnalysisForm,
  projectUid: string,
  selection: SelectedJobsState,
): FieldErrors {
  const parsed = AnalysisCreateRequest.safeParse(analysisRequestOf(form, projectUid, selection));
  return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues);
}
