import { z } from 'zod';
import { queryId } from './queryParams.js';

// The editor's side panels (issue #12 section 2): what it shows of the active segment beside
// the grid. Paths are ours (docs/api-notes.md).

/** The segment a panel asks about: GET /api/editor/matches and /api/editor/terms. */
export const SegmentPanelQuery = z.object({ jobPart: queryId, segment: queryId });
export type SegmentPanelQuery = z.output<typeof SegmentPanelQuery>;

/** Matches a panel lists, at most; Ctrl+1…9 insert the first nine. */
export const EDITOR_MATCHES_MAX = 9;
/** The lowest score the panel lists. */
export const EDITOR_MATCH_FLOOR = 50;

export const TmSuggestion = z.object({
  tmId: z.number(),
  tmName: z.string(),
  unitId: z.number(),
  /** Final percent (101 a context match), after the memory's penalty. */
  score: z.number(),
  /** The unit's source, to be shown as a diff against the segment's source. */
  source: z.string(),
  /** The unit's target with the segment's tags placed. */
  target: z.string(),
  createdBy: z.string(),
  /** Epoch ms. */
  modifiedAt: z.number(),
});
export type TmSuggestion = z.infer<typeof TmSuggestion>;

/** GET /api/editor/matches: the best matches of the segment in the memories its step reads. */
export const TmSuggestions = z.object({ matches: z.array(TmSuggestion) });
export type TmSuggestions = z.infer<typeof TmSuggestions>;

export const TermSuggestion = z.object({
  /** The source term as the term base writes it, found in the segment's source. */
  sourceTerm: z.string(),
  targetTerms: z.array(
    z.object({ text: z.string(), approved: z.boolean(), forbidden: z.boolean() }),
  ),
});
export type TermSuggestion = z.infer<typeof TermSuggestion>;

/** GET /api/editor/terms: the term base hits of the segment's source. */
export const TermSuggestions = z.object({ terms: z.array(TermSuggestion) });
export type TermSuggestions = z.infer<typeof TermSuggestions>;

/** POST /api/editor/mt: the project's machine translation of one segment. */
export const MtSuggestionRequest = z.object({ jobPartId: queryId, segmentId: queryId });
export type MtSuggestionRequest = z.output<typeof MtSuggestionRequest>;

/** The engine's translation (tags kept), or null when the project has no engine for the pair. */
export const MtSuggestion = z.object({
  engine: z.string().nullable(),
  target: z.string().nullable(),
});
export type MtSuggestion = z.infer<typeof MtSuggestion>;
