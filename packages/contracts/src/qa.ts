import { z } from 'zod';
import { pageQuery, queryId } from './queryParams.js';
import { SegmentAuthor } from './editor.js';

// QA runs of a job part and their warnings (issue #12, "QA checks"; docs/decisions/qa.md).

export const QA_PAGE_MAX = 500;
export const QA_PAGE_DEFAULT = 100;

// Messages of our own for rules the spec states without words.
export const qaRunMessages = {
  pageLimit: `At most ${QA_PAGE_MAX} warnings a page`,
  ignoredBoolean: 'Ignored must be true or false',
} as const;

/** POST /api/qa/run: checks every segment of a job part at its workflow level. */
export const QaRunRequest = z.object({ jobPartId: queryId });
export type QaRunRequest = z.output<typeof QaRunRequest>;

export const QaRunResult = z.object({
  jobPartId: z.number(),
  /** Warnings of the run, ignored ones included. */
  warningsCount: z.number(),
  /** Warnings not ignored: what blocks a linguist's Complete. */
  unresolvedCount: z.number(),
  /** Epoch ms. */
  ranAt: z.number(),
});
export type QaRunResult = z.infer<typeof QaRunResult>;

/** GET /api/qa/warnings: one page of the last run's warnings, in segment order. */
export const QaWarningsQuery = z.object({
  jobPart: queryId,
  ...pageQuery(QA_PAGE_MAX, QA_PAGE_DEFAULT, qaRunMessages.pageLimit),
  /** Only this segment's warnings (the editor's QA panel); the counts stay the part's. */
  segment: queryId.optional(),
});
export type QaWarningsQuery = z.output<typeof QaWarningsQuery>;

export const StoredQaWarning = z.object({
  id: z.number(),
  segmentId: z.number(),
  /** The segment number shown. */
  ordinal: z.number(),
  /** The quality setting the warning comes from, or customForbiddenTerms / targetLength. */
  check: z.string(),
  message: z.string(),
  details: z.string(),
  /** Who ignored it and when (epoch ms); null while it is not ignored. */
  ignored: z.object({ by: SegmentAuthor, at: z.number() }).nullable(),
});
export type StoredQaWarning = z.infer<typeof StoredQaWarning>;

export const QaWarningPage = z.object({
  jobPartId: z.number(),
  /** When the last run was; null before any run. */
  ranAt: z.number().nullable(),
  total: z.number(),
  unresolvedCount: z.number(),
  offset: z.number(),
  warnings: z.array(StoredQaWarning),
});
export type QaWarningPage = z.infer<typeof QaWarningPage>;

/** PUT /api/qa/warning: ignores a warning, or takes an ignore back. */
export const QaIgnoreRequest = z.object({
  jobPartId: queryId,
  warningId: queryId,
  ignored: z.boolean({ error: qaRunMessages.ignoredBoolean }),
});
export type QaIgnoreRequest = z.output<typeof QaIgnoreRequest>;
