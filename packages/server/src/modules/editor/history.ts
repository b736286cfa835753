import type { MatchOrigin, SegmentChange, SegmentHistoryQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import type { Viewer } from '../projects/index.js';
import { historyOfSegment, segmentOfJob } from '../segments/index.js';
import { editorPart } from './access.js';
import { epochMs } from './present.js';

/** The editor's History panel: every change of one segment of the part, newest first. */
export async function segmentHistory(
  ctx: AppContext,
  viewer: Viewer,
  query: SegmentHistoryQuery,
): Promise<SegmentChange[]> {
  const { part } = await editorPart(ctx, viewer, query.jobPart);
  if (!(await segmentOfJob(ctx.db.kysely, part.job_id, query.segment))) throw notFound();
  const rows = await historyOfSegment(ctx.db.kysely, query.segment);
  return rows.map((row) => ({
    target: row.target,
    workflowLevel: row.workflow_level,
    matchOrigin: row.match_origin as MatchOrigin | null,
    matchScore: row.match_score,
    modifiedBy: { id: row.user_id, userName: row.user_name },
    timestamp: epochMs(row.created_at),
    traceId: row.trace_id,
  }));
}
