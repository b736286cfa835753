import { z } from 'zod';
import { SegmentAuthor } from './editor.js';
import { queryId } from './queryParams.js';

// The editor's Comments and Concordance panels (issue #12 section 2). Paths are ours
// (docs/api-notes.md, "Editor and segment history").

export const COMMENT_TEXT_MAX = 4000;
/** Memory units a concordance search answers, at most. */
export const CONCORDANCE_MAX = 50;
export const CONCORDANCE_QUERY_MAX = 500;

export const editorCommentMessages = {
  textRequired: 'Write the comment first.',
  textTooLong: `A comment may have at most ${COMMENT_TEXT_MAX} characters.`,
  resolvedBoolean: 'Resolved must be true or false.',
  queryRequired: 'Type the text to search for.',
  queryTooLong: `The search text may have at most ${CONCORDANCE_QUERY_MAX} characters.`,
  sideInvalid: 'Search the source or the target.',
} as const;

/** GET /api/editor/comments: a segment's comments, oldest first. */
export const SegmentCommentsQuery = z.object({ jobPart: queryId, segment: queryId });
export type SegmentCommentsQuery = z.output<typeof SegmentCommentsQuery>;

export const SegmentComment = z.object({
  id: z.number(),
  segmentId: z.number(),
  text: z.string(),
  author: SegmentAuthor,
  /** Epoch ms. */
  createdAt: z.number(),
  /** Who resolved it and when (epoch ms); null while unresolved. */
  resolved: z.object({ by: SegmentAuthor, at: z.number() }).nullable(),
});
export type SegmentComment = z.infer<typeof SegmentComment>;

/** POST /api/editor/comment: a new comment on a segment of the part's job. */
export const NewSegmentComment = z.object({
  jobPartId: queryId,
  segmentId: queryId,
  text: z
    .string({ error: editorCommentMessages.textRequired })
    .trim()
    .min(1, editorCommentMessages.textRequired)
    .max(COMMENT_TEXT_MAX, editorCommentMessages.textTooLong),
});
export type NewSegmentComment = z.output<typeof NewSegmentComment>;

/** PUT /api/editor/comment: resolves (true) or reopens (false) a comment. */
export const SegmentCommentResolve = z.object({
  jobPartId: queryId,
  commentId: queryId,
  resolved: z.boolean({ error: editorCommentMessages.resolvedBoolean }),
});
export type SegmentCommentResolve = z.output<typeof SegmentCommentResolve>;

export const concordanceSides = ['source', 'target'] as const;

/** GET /api/editor/concordance: units of the part's readable memories containing the words. */
export const ConcordanceQuery = z.object({
  jobPart: queryId,
  q: z
    .string({ error: editorCommentMessages.queryRequired })
    .trim()
    .min(1, editorCommentMessages.queryRequired)
    .max(CONCORDANCE_QUERY_MAX, editorCommentMessages.queryTooLong),
  side: z.enum(concordanceSides, { error: editorCommentMessages.sideInvalid }).default('source'),
});
export type ConcordanceQuery = z.output<typeof ConcordanceQuery>;

export const ConcordanceHit = z.object({
  tmId: z.number(),
  tmName: z.string(),
  unitId: z.number(),
  /** In the part's source language (a reverse memory's target). */
  source: z.string(),
  target: z.string(),
  author: z.string(),
  /** Epoch ms of the unit's last change. */
  modifiedAt: z.number(),
});
export type ConcordanceHit = z.infer<typeof ConcordanceHit>;

export const ConcordanceResult = z.object({ hits: z.array(ConcordanceHit) });
export type ConcordanceResult = z.infer<typeof ConcordanceResult>;
