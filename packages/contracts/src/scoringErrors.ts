import { z } from 'zod';
import { queryId } from './queryParams.js';
import {
  SCORING_ERROR_COMMENT_MAX,
  ScoringCategory,
  ScoringJob,
  ScoringSeverity,
  scoringMessages,
} from './scoring.js';

/** The marked text of an error: offsets in the target as stored (tags in their notation). */
export const ScoringErrorSpan = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    text: z.string(),
  })
  .refine((span) => span.start < span.end, {
    message: scoringMessages.errorSpanInvalid,
    path: ['end'],
  });
export type ScoringErrorSpan = z.infer<typeof ScoringErrorSpan>;

/** An error a reviser recorded on a segment of a scored job part. */
export const ScoringError = z.object({
  id: z.number(),
  /** Null for an error of the whole job (a scorecard row without a segment). */
  segmentId: z.number().nullable(),
  segmentOrdinal: z.number().nullable(),
  category: z.string(),
  subcategory: z.string(),
  severity: z.string(),
  comment: z.string(),
  span: z.object({ start: z.number(), end: z.number(), text: z.string() }).nullable(),
  createdBy: z.string().nullable(),
  /** Epoch ms. */
  createdAt: z.number(),
});
export type ScoringError = z.infer<typeof ScoringError>;

/**
 * The job part whose scoring a call reads or changes: GET /api/scoring/errors?jobPart (the part's
 * scoring job, its model's typology and errors) and POST /api/scoring/complete?jobPart.
 */
export const ScoredPartQuery = z.object({ jobPart: queryId });
export const ScoringErrors = z.object({
  /** Null when the part has no scoring job. */
  scoringJob: ScoringJob.nullable(),
  model: z
    .object({ categories: z.array(ScoringCategory), severities: z.array(ScoringSeverity) })
    .nullable(),
  errors: z.array(ScoringError),
  /** The segments a post-delivery QA scores; null when the whole part is scored. */
  sampledSegmentIds: z.array(z.number()).nullable(),
});
export type ScoringErrors = z.infer<typeof ScoringErrors>;

/** POST /api/scoring/error: records one error on a segment of the part's job. */
export const NewScoringError = z.object({
  jobPart: queryId,
  segmentId: queryId,
  category: z
    .string({ error: scoringMessages.errorCategoryRequired })
    .trim()
    .min(1, scoringMessages.errorCategoryRequired)
    .max(255),
  subcategory: z.string().trim().max(255).default(''),
  severity: z
    .string({ error: scoringMessages.errorSeverityRequired })
    .trim()
    .min(1, scoringMessages.errorSeverityRequired)
    .max(255),
  comment: z
    .string()
    .trim()
    .max(SCORING_ERROR_COMMENT_MAX, scoringMessages.errorCommentTooLong)
    .default(''),
  span: ScoringErrorSpan.nullable().default(null),
});
export type NewScoringError = z.output<typeof NewScoringError>;
/** What the editor sends: the defaults may be left out. */
export type NewScoringErrorBody = z.input<typeof NewScoringError>;

/** DELETE /api/scoring/error?id: removes one error. */
export const ScoringErrorQuery = z.object({ id: queryId });
