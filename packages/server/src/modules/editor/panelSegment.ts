import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import type { PartRow } from '../jobs/index.js';
import { segmentOfJob, type EditorRow } from '../segments/index.js';

/** The part's segment a side panel asks about; another job's segment is not found (404). */
export async function panelSegment(
  ctx: AppContext,
  part: PartRow,
  segmentId: number,
): Promise<EditorRow> {
  const segment = await segmentOfJob(ctx.db.kysely, part.job_id, segmentId);
  if (!segment) throw notFound();
  return segment;
}
