import type {
  EmailTemplate,
  JobAssignees,
  Language,
  SegRule,
  FileFormat,
} from '@tessera/contracts';
import type { FieldErrors } from '../../../components/fieldErrors';
import type { JobForm } from './jobForm';

/** The wizard's pickers; a failed lookup leaves its picker empty. */
export interface JobWizardLookups {
  languages: readonly Language[];
  emailTemplates: readonly EmailTemplate[];
  assignees: JobAssignees;
  encodings: readonly string[];
  fileFormats: readonly FileFormat[];
  segRules: readonly SegRule[];
}

export interface StepProps {
  form: JobForm;
  onChange(patch: Partial<JobForm>): void;
  errors: FieldErrors;
  lookups: JobWizardLookups;
}

export function languageName(languages: readonly Language[], code: string): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}
