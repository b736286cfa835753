import type { PreTranslateFlags, PreTranslateSettings } from '@tessera/contracts';

/**
 * The flags a run uses: the request's, or with useProjectPreTranslateSettings the project's
 * pre-translate settings under their spec 000 names (the threshold there is in %). The project
 * has no setting for inserting MT into the target: the request's value stays.
 */
export function effectiveFlags(
  request: PreTranslateFlags & { useProjectPreTranslateSettings: boolean },
  project: PreTranslateSettings,
): PreTranslateFlags {
  const { useProjectPreTranslateSettings, ...flags } = request;
  if (!useProjectPreTranslateSettings) return flags;
  return {
    useTranslationMemory: project.useTranslationMemory,
    translationMemoryThreshold: project.tmMatchThreshold / 100,
    useMachineTranslation: project.useMachineTranslation,
    insertMachineTranslationIntoTarget: flags.insertMachineTranslationIntoTarget,
    preTranslateNonTranslatables: project.preTranslateNonTranslatables,
    confirmNonTranslatables: project.confirmNonTranslatable,
    confirm100Matches: project.confirm100Match,
    confirm101Matches: project.confirm101Match,
    lock100Matches: project.lock100Match,
    lock101Matches: project.lock101Match,
    lockNonTranslatables: project.lockNonTranslatable,
    overwrite: project.overwriteExistingTranslationsWithPretranslation,
    setJobStatusCompleted: project.completeJobsOncePretranslated,
    setProjectStatusCompleted: project.completeProjectOnceAllJobsPretranslated,
  };
}
