import { z } from 'zod';
import { PSEUDO_TRANSLATE_LENGTH_MAX } from './constants.js';
import { JobSelectionFields } from './jobs.js';

// Pre-translation and pseudo-translation (spec 001: Pre-translate, Pseudo-translate, sections 5
// and 9; docs/decisions/preTranslate.md).

/** Spec 001 section 9: the threshold is shown in % (70 by default) and sent divided by 100. */
export const PRE_TRANSLATE_THRESHOLD_DEFAULT = 0.7;
/** Ours (the spec shows no bounds): a fraction from 0 to 1.01, the 101% of a context match. */
export const PRE_TRANSLATE_THRESHOLD_MAX = 1.01;

/** Spec 001 section 5: the lengths a pseudo-translation may have, as a share of the source. */
export const PSEUDO_TRANSLATE_LENGTHS = [
  0.1,
  0.5,
  0.6,
  0.7,
  0.8,
  0.9,
  1,
  1.1,
  1.2,
  1.3,
  1.4,
  1.5,
  PSEUDO_TRANSLATE_LENGTH_MAX,
] as const;

/** Where a segment's target came from (stored as segments.match_origin). */
export const matchOrigins = ['TM', 'MT', 'NT', 'COPY', 'PSEUDO', 'HUMAN'] as const;
export type MatchOrigin = (typeof matchOrigins)[number];

// Messages of our own for rules the spec states without words (docs/decisions/preTranslate.md).
export const preTranslateMessages = {
  flagNotBoolean: 'Must be true or false',
  thresholdNotNumber: 'The translation memory threshold must be a number',
  thresholdRange: 'The translation memory threshold must be between 0% and 101%',
  pseudoLengthChoice:
    'The length must be one of 10%, 50%, 60%, 70%, 80%, 90%, 100%, 110%, 120%, 130%, 140%, 150% or 200%',
  pseudoTextTooLong: 'Must be at most {max} characters',
  /**
   * The task's error when some jobs failed; each job's own reason (an MT engine's error as
   * mtMessages words it) is in the task result.
   */
  jobsFailed: 'Pre-translation failed for {count} of {total} jobs; nothing was written.',
  /** The job list's state of a job's last pre-translation; the failure's reason is in a popover. */
  jobRunning: 'Pre-translating',
  jobFailed: 'Pre-translation failed',
  jobFailedRetry: 'Select the job and choose Pre-translate to run it again.',
} as const;

const flag = (value: boolean) =>
  z.boolean({ error: preTranslateMessages.flagNotBoolean }).default(value);

/**
 * Spec 001 "Pre-translate settings (job pre-translate request)" with the defaults of section 5.
 * With useProjectPreTranslateSettings the project's pre-translate settings replace every other
 * flag and the threshold.
 */
export const PreTranslateFlags = z.object({
  useTranslationMemory: flag(true),
  translationMemoryThreshold: z
    .number({ error: preTranslateMessages.thresholdNotNumber })
    .min(0, preTranslateMessages.thresholdRange)
    .max(PRE_TRANSLATE_THRESHOLD_MAX, preTranslateMessages.thresholdRange)
    .default(PRE_TRANSLATE_THRESHOLD_DEFAULT),
  useMachineTranslation: flag(false),
  insertMachineTranslationIntoTarget: flag(true),
  preTranslateNonTranslatables: flag(false),
  confirmNonTranslatables: flag(false),
  confirm100Matches: flag(false),
  confirm101Matches: flag(false),
  lock100Matches: flag(false),
  lock101Matches: flag(false),
  lockNonTranslatables: flag(false),
  overwrite: flag(false),
  setJobStatusCompleted: flag(false),
  setProjectStatusCompleted: flag(false),
});
export type PreTranslateFlags = z.output<typeof PreTranslateFlags>;

/** POST /api/job/preTranslate: selection fields plus pre-translate settings; answers the task. */
export const PreTranslateRequest = JobSelectionFields.extend({
  ...PreTranslateFlags.shape,
  useProjectPreTranslateSettings: flag(false),
});
export type PreTranslateRequest = z.output<typeof PreTranslateRequest>;
export type PreTranslateInput = z.input<typeof PreTranslateRequest>;

const pseudoText = (max: number) =>
  z.string().max(max, preTranslateMessages.pseudoTextTooLong.replace('{max}', String(max)));

/**
 * POST /api/job/pseudoTranslate (spec 001 section 7); answers the task. A field left out takes
 * the project's pseudoTranslate* pre-translate setting (spec defaults: '$', '', '', 1).
 */
export const PseudoTranslateRequest = JobSelectionFields.extend({
  replacement: pseudoText(10).optional(),
  prefix: pseudoText(100).optional(),
  suffix: pseudoText(100).optional(),
  length: z
    .number({ error: preTranslateMessages.pseudoLengthChoice })
    .refine(
      (length) => (PSEUDO_TRANSLATE_LENGTHS as readonly number[]).includes(length),
      preTranslateMessages.pseudoLengthChoice,
    )
    .optional(),
});
export type PseudoTranslateRequest = z.output<typeof PseudoTranslateRequest>;
export type PseudoTranslateInput = z.input<typeof PseudoTranslateRequest>;

/** What the task did to one job part; error: why nothing was written for it. */
export const PreTranslateJobResult = z.object({
  jobPartId: z.number(),
  fileName: z.string(),
  targetLocale: z.string(),
  /** Segments whose target was written, by where it came from. */
  translationMemory: z.number(),
  machineTranslation: z.number(),
  nonTranslatable: z.number(),
  pseudoTranslation: z.number(),
  error: z.string().nullable(),
});
export type PreTranslateJobResult = z.infer<typeof PreTranslateJobResult>;

/** The `result` of a pre-translate or pseudo-translate background task (OK and ERROR alike). */
export const PreTranslateResult = z.object({ jobs: z.array(PreTranslateJobResult) });
export type PreTranslateResult = z.infer<typeof PreTranslateResult>;
