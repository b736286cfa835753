import type { EditorSegmentPage, EditorSegmentsQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Viewer } from '../projects/index.js';
import { segmentPage } from '../segments/index.js';
import { editorPart } from './access.js';
import { presentSegment } from './present.js';

/** One page of a job part's segments, as the editor's grid shows them. */
export async function segmentsPage(
  ctx: AppContext,
  viewer: Viewer,
  query: EditorSegmentsQuery,
): Promise<EditorSegmentPage> {
  const { part, editable } = await editorPart(ctx, viewer, query.jobPart);
  const rows = await segmentPage(ctx.db.kysely, part.job_id, query.offset, query.limit);
  return {
    jobPartId: part.id,
    workflowLevel: part.workflow_level,
    total: part.segments_count,
    offset: query.offset,
    editable,
    segments: rows.map((row) => presentSegment(row, part.workflow_level)),
  };
}
