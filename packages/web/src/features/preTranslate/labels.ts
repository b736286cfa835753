import type { PreTranslateFlag } from './preTranslateForm';

export const preTranslateLabels: Record<PreTranslateFlag | 'translationMemoryThreshold', string> = {
  useProjectPreTranslateSettings: "Use the project's pre-translate settings",
  useTranslationMemory: 'Pre-translate from translation memory',
  translationMemoryThreshold: 'TM match threshold (%)',
  useMachineTranslation: 'Pre-translate from machine translation',
  insertMachineTranslationIntoTarget: 'Insert machine translation into the target',
  preTranslateNonTranslatables: 'Pre-translate non-translatables',
  confirmNonTranslatables: 'Confirm non-translatables',
  confirm100Matches: 'Confirm 100% matches',
  confirm101Matches: 'Confirm 101% matches',
  lockNonTranslatables: 'Lock non-translatables',
  lock100Matches: 'Lock 100% matches',
  lock101Matches: 'Lock 101% matches',
  overwrite: 'Overwrite existing translations',
  setJobStatusCompleted: 'Set the jobs to Delivered once pre-translated',
  setProjectStatusCompleted: 'Set the project to Completed once all its jobs are pre-translated',
};
