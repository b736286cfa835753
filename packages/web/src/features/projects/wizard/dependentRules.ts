import type {
  AccessAndAutomationSettings,
  PreTranslateSettings,
  QualitySettings,
} from '@tessera/contracts';

// The dependent controls of spec 000 section 4: which control is disabled, and what a change clears.

export type Locks<Settings> = Partial<
  Record<keyof Settings | 'machineTranslationEngines', boolean>
>;

export function preTranslateLocks(settings: PreTranslateSettings): Locks<PreTranslateSettings> {
  return {
    tmMatchThreshold: !settings.useTranslationMemory,
    machineTranslationEngines: !settings.useMachineTranslation,
    completeProjectOnceAllJobsPretranslated: !settings.completeJobsOncePretranslated,
  };
}

/** Turning job completion off also clears project completion. */
export function changedPreTranslate(
  settings: PreTranslateSettings,
  patch: Partial<PreTranslateSettings>,
): PreTranslateSettings {
  const next = { ...settings, ...patch };
  if (!next.completeJobsOncePretranslated) next.completeProjectOnceAllJobsPretranslated = false;
  return next;
}

export function qualityLocks(settings: QualitySettings): Locks<QualitySettings> {
  const lengths = settings.overrideTargetLengthOptionsSetDuringJobCreation;
  return {
    allowUnapprovedTerms: !settings.terminology,
    includeCapitalizedWordsWhenIdenticalToSource: !settings.spelling,
    includeWordsInAllCaps: !settings.spelling,
    overrideTargetSegmentsLongerThanXCharacters: !lengths,
    overrideTargetSegmentsLongerThanXPercentOfSource: !lengths,
    targetSegmentsLongerThanXCharacters:
      !lengths || !settings.overrideTargetSegmentsLongerThanXCharacters,
    targetSegmentsLongerThanXPercentOfSource:
      !lengths || !settings.overrideTargetSegmentsLongerThanXPercentOfSource,
  };
}

export function automationLocks(
  settings: AccessAndAutomationSettings,
): Locks<AccessAndAutomationSettings> {
  return {
    setProjectToAssignedJobStatus: !settings.setProjectToAssignedEnabled,
    setProjectToCompletedJobStatus: !settings.setProjectToCompletedEnabled,
    setProjectToCanceledJobStatus: !settings.setProjectToCanceledEnabled,
    renameCompletedFilesTo: !settings.setRenameCompletedFilesToEnabled,
  };
}
