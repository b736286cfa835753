import {
  PSEUDO_TRANSLATE_LENGTHS,
  PseudoTranslateRequest,
  type JobSelectionFields,
  type PreTranslateSettings,
  type PseudoTranslateInput,
} from '@tessera/contracts';
import { fieldErrorsOfIssues, type FieldErrors } from '../../components/fieldErrors';

export interface PseudoForm {
  replacement: string;
  prefix: string;
  suffix: string;
  /** One of PSEUDO_TRANSLATE_LENGTHS, a share of the source length. */
  length: number;
}

/** Spec 001 section 5 defaults: replacement '$', no prefix or suffix, the source's length. */
export const defaultPseudoForm: PseudoForm = {
  replacement: '$',
  prefix: '',
  suffix: '',
  length: 1,
};

const isLengthChoice = (length: number) =>
  (PSEUDO_TRANSLATE_LENGTHS as readonly number[]).includes(length);

/** The project's pseudo-translate settings; a length that is none of the choices stays 100%. */
export function initialPseudoForm(settings: PreTranslateSettings | undefined): PseudoForm {
  if (!settings) return defaultPseudoForm;
  return {
    replacement: settings.pseudoTranslateReplacement,
    prefix: settings.pseudoTranslatePrefix,
    suffix: settings.pseudoTranslateSuffix,
    length: isLengthChoice(settings.pseudoTranslateLength)
      ? settings.pseudoTranslateLength
      : defaultPseudoForm.length,
  };
}

export const lengthLabel = (length: number) => `${Math.round(length * 100)}%`;

const pseudoTexts = PseudoTranslateRequest.pick({ replacement: true, prefix: true, suffix: true });

/** The request's own limits on the texts, by field. */
export function pseudoErrors(form: PseudoForm): FieldErrors {
  const checked = pseudoTexts.safeParse(form);
  return checked.success ? {} : fieldErrorsOfIssues(checked.error.issues);
}

/** POST /api/job/pseudoTranslate: the selection and every field, as the form shows them. */
export function pseudoRequest(
  selection: JobSelectionFields,
  form: PseudoForm,
): PseudoTranslateInput {
  return { ...selection, ...form };
}
