import {
  PreTranslateFlags,
  preTranslateMessages,
  type JobSelectionFields,
  type PreTranslateInput,
  type PreTranslateSettings,
} from '@tessera/contracts';

/** The on/off settings of the job pre-translate request (spec 001 section 3), in form order. */
export const preTranslateFlags = [
  'useTranslationMemory',
  'useMachineTranslation',
  'insertMachineTranslationIntoTarget',
  'preTranslateNonTranslatables',
  'confirmNonTranslatables',
  'confirm100Matches',
  'confirm101Matches',
  'lockNonTranslatables',
  'lock100Matches',
  'lock101Matches',
  'overwrite',
  'setJobStatusCompleted',
  'setProjectStatusCompleted',
  'useProjectPreTranslateSettings',
] as const;
export type PreTranslateFlag = (typeof preTranslateFlags)[number];

/** The form: the flags, and the threshold in percent as typed. */
export type PreTranslateForm = Record<PreTranslateFlag, boolean> & {
  translationMemoryThreshold: string;
};

/** Spec 001 section 5: threshold 70%, TM on, MT off, insert MT into target on, other flags off. */
export function initialPreTranslateForm(): PreTranslateForm {
  return {
    useTranslationMemory: true,
    translationMemoryThreshold: '70',
    useMachineTranslation: false,
    insertMachineTranslationIntoTarget: true,
    preTranslateNonTranslatables: false,
    confirmNonTranslatables: false,
    confirm100Matches: false,
    confirm101Matches: false,
    lockNonTranslatables: false,
    lock100Matches: false,
    lock101Matches: false,
    overwrite: false,
    setJobStatusCompleted: false,
    setProjectStatusCompleted: false,
    useProjectPreTranslateSettings: false,
  };
}

/** The project's pre-translate settings (spec 000) in the request's terms, shown read-only. */
export function projectPreTranslateForm(settings: PreTranslateSettings): PreTranslateForm {
  return {
    useTranslationMemory: settings.useTranslationMemory,
    translationMemoryThreshold: String(settings.tmMatchThreshold),
    useMachineTranslation: settings.useMachineTranslation,
    // The project keeps no such setting: machine translation it asks for goes into the target.
    insertMachineTranslationIntoTarget: true,
    preTranslateNonTranslatables: settings.preTranslateNonTranslatables,
    confirmNonTranslatables: settings.confirmNonTranslatable,
    confirm100Matches: settings.confirm100Match,
    confirm101Matches: settings.confirm101Match,
    lockNonTranslatables: settings.lockNonTranslatable,
    lock100Matches: settings.lock100Match,
    lock101Matches: settings.lock101Match,
    overwrite: settings.overwriteExistingTranslationsWithPretranslation,
    setJobStatusCompleted: settings.completeJobsOncePretranslated,
    setProjectStatusCompleted: settings.completeProjectOnceAllJobsPretranslated,
    useProjectPreTranslateSettings: true,
  };
}

/** What the form shows and sends: the project's settings while the user chose to use them. */
export function effectiveForm(
  form: PreTranslateForm,
  project: PreTranslateSettings | null,
): PreTranslateForm {
  return form.useProjectPreTranslateSettings && project ? projectPreTranslateForm(project) : form;
}

/** The threshold's error, if any: a number of percent the request's bounds allow. */
export function thresholdError(form: PreTranslateForm): string | undefined {
  const text = form.translationMemoryThreshold.trim();
  const percent = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(percent)) return preTranslateMessages.thresholdNotNumber;
  const checked = PreTranslateFlags.shape.translationMemoryThreshold.safeParse(percent / 100);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** POST /api/job/preTranslate: the selection and the settings shown, the threshold / 100. */
export function preTranslateRequest(
  selection: JobSelectionFields,
  form: PreTranslateForm,
): PreTranslateInput {
  const { translationMemoryThreshold, ...flags } = form;
  return {
    ...selection,
    ...flags,
    translationMemoryThreshold: Number(translationMemoryThreshold) / 100,
  };
}
