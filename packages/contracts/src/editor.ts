import { z } from 'zod';
import { jobMessages } from './messages.js';
import { SegmentSearch } from './editorFilters.js';
import { matchOrigins } from './preTranslate.js';
import { pageQuery, queryId } from './queryParams.js';

// The editor's segment calls and the segment audit report (issue #12; spec 001 sections 5 and 7,
// "Segment audit report"; docs/decisions/editor.md).

/** Segments one page of the editor may ask for. */
export const EDITOR_PAGE_MAX = 500;
export const EDITOR_PAGE_DEFAULT = 100;
/** Ours: far above any sentence, low enough that one save stays a small request. */
export const EDITOR_TARGET_MAX = 50_000;

// Messages of our own for rules the spec states without words (docs/decisions/editor.md).
export const editorMessages = {
  pageLimit: `At most ${EDITOR_PAGE_MAX} segments a page`,
  targetTooLong: `The target may have at most ${EDITOR_TARGET_MAX} characters`,
  confirmBoolean: 'Confirm must be true or false',
  versionRequired: 'The version of the segment is required',
  segmentLocked: 'This segment is locked and cannot be changed.',
  emptyConfirm: 'An empty target cannot be confirmed.',
  versionConflict:
    'This segment was changed by {user} in the meantime; their version is shown instead of yours.',
  jobFinished: 'This job is completed or cancelled; its segments cannot be changed.',
  editorNotAllowed: 'This project does not let linguists use the web editor.',
} as const;

/** GET /api/editor/segments: one page of a job part's segments (those the search selects) in file order. */
export const EditorSegmentsQuery = z
  .object({
    jobPart: queryId,
    ...pageQuery(EDITOR_PAGE_MAX, EDITOR_PAGE_DEFAULT, editorMessages.pageLimit),
  })
  .extend(SegmentSearch.shape);
export type EditorSegmentsQuery = z.output<typeof EditorSegmentsQuery>;

/** Empty, a draft, confirmed at the part's workflow level, or locked at it. */
export const segmentStatuses = ['EMPTY', 'DRAFT', 'CONFIRMED', 'LOCKED'] as const;
export const SegmentStatus = z.enum(segmentStatuses);
export type SegmentStatus = z.infer<typeof SegmentStatus>;

export const SegmentAuthor = z.object({ id: z.number().nullable(), userName: z.string() });
export type SegmentAuthor = z.infer<typeof SegmentAuthor>;

export const EditorSegment = z.object({
  id: z.number(),
  /** The segment number shown (1-based, file order). */
  ordinal: z.number(),
  source: z.string(),
  target: z.string(),
  /** Names this state of the segment in a save; every change raises it. */
  version: z.number(),
  status: SegmentStatus,
  confirmed: z.boolean(),
  locked: z.boolean(),
  matchOrigin: z.enum(matchOrigins).nullable(),
  matchScore: z.number().nullable(),
  contextKey: z.string().nullable(),
  note: z.string().nullable(),
  maxLength: z.number().nullable(),
  /** When and by whom the target was last changed; null before any change. */
  modifiedAt: z.number().nullable(),
  modifiedBy: SegmentAuthor.nullable(),
});
export type EditorSegment = z.infer<typeof EditorSegment>;

export const EditorSegmentPage = z.object({
  jobPartId: z.number(),
  workflowLevel: z.number(),
  /** Segments of the job part the filter and search select (all without them). */
  total: z.number(),
  offset: z.number(),
  /** False when the viewer may read but not change the segments (a finished job of a linguist). */
  editable: z.boolean(),
  segments: z.array(EditorSegment),
});
export type EditorSegmentPage = z.infer<typeof EditorSegmentPage>;

/** PUT /api/editor/segment: a draft save (confirm false) or a confirm of one segment. */
export const SegmentSave = z.object({
  jobPartId: queryId,
  segmentId: queryId,
  target: z.string().max(EDITOR_TARGET_MAX, editorMessages.targetTooLong),
  version: z.number({ error: editorMessages.versionRequired }).int().min(0),
  confirm: z.boolean({ error: editorMessages.confirmBoolean }),
});
export type SegmentSave = z.infer<typeof SegmentSave>;

export const SegmentSaved = z.object({
  segment: EditorSegment,
  /** The operation's trace id, as the segment history and the audit report show it. */
  traceId: z.string(),
  /** Units the confirm added to the project's write memories (0 for a draft). */
  tmUnitsWritten: z.number(),
});
export type SegmentSaved = z.infer<typeof SegmentSaved>;

/** The 409 of a save against an older version: `details.segment` is the segment as it is now. */
export const SegmentConflictDetails = z.object({ segment: EditorSegment });
export type SegmentConflictDetails = z.infer<typeof SegmentConflictDetails>;

/** GET /api/editor/segmentHistory: every change of one segment, newest first. */
export const SegmentHistoryQuery = z.object({ jobPart: queryId, segment: queryId });
export type SegmentHistoryQuery = z.output<typeof SegmentHistoryQuery>;

export const SegmentChange = z.object({
  target: z.string(),
  workflowLevel: z.number(),
  matchOrigin: z.enum(matchOrigins).nullable(),
  matchScore: z.number().nullable(),
  modifiedBy: SegmentAuthor,
  timestamp: z.number(),
  traceId: z.string(),
});
export type SegmentChange = z.infer<typeof SegmentChange>;

// The audit form sends text fields: numbers may arrive as strings, several ids separated by commas.
const numeric = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message),
  );
const idList = (value: unknown) =>
  (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => String(part).split(','))
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

/** POST /api/jobPartAudit (spec 001 sections 5 and 7): one job part id, or several. */
export const JobPartAuditRequest = z.object({
  jobParts: z.preprocess(
    idList,
    z
      .array(z.number({ error: jobMessages.auditJobPartRequired }).int().positive())
      .min(1, jobMessages.auditJobPartRequired),
  ),
  level: numeric(jobMessages.auditLevelNumeric).pipe(
    z.number().min(1, jobMessages.auditLevelNumeric),
  ),
  snapshotTimestamp: numeric(jobMessages.auditSnapshotRequired),
});
export type JobPartAuditRequest = z.output<typeof JobPartAuditRequest>;

/** A segment as it stood at the snapshot: its last change at or before it, up to the level. */
export const AuditSegment = z.object({
  segmentId: z.number(),
  srcText: z.string(),
  targetText: z.string(),
  /** Epoch milliseconds of that change; null when the target was empty and never changed. */
  timestamp: z.number().nullable(),
  modifiedByUsername: z.string().nullable(),
  modifiedById: z.number().nullable(),
  traceId: z.string().nullable(),
});
export type AuditSegment = z.infer<typeof AuditSegment>;

export const JobPartAudit = z.object({
  jobPartId: z.number(),
  segments: z.array(AuditSegment),
});
export type JobPartAudit = z.infer<typeof JobPartAudit>;
