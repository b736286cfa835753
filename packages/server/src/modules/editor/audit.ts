import type { JobPartAudit, JobPartAuditRequest } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { requireParts } from '../jobs/index.js';
import type { Viewer } from '../projects/index.js';
import { segmentsAt } from '../segments/index.js';
import { requireManager } from './access.js';
import { epochMs } from './present.js';

/**
 * The segment audit report (spec 001): each job part's segments as they stood at the snapshot,
 * counting the changes made at workflow levels up to the one asked for.
 */
export async function jobPartAudit(
  ctx: AppContext,
  viewer: Viewer,
  request: JobPartAuditRequest,
): Promise<JobPartAudit[]> {
  requireManager(viewer);
  const parts = await requireParts(ctx.db.kysely, viewer, request.jobParts);
  const at = new Date(request.snapshotTimestamp).toISOString();
  const audits: JobPartAudit[] = [];
  for (const part of parts) {
    const segments = await segmentsAt(ctx.db.kysely, part.job_id, request.level, at);
    audits.push({
      jobPartId: part.id,
      segments: segments.map(({ id, source, change }) => ({
        segmentId: id,
        srcText: source,
        targetText: change?.target ?? '',
        timestamp: change ? epochMs(change.created_at) : null,
        modifiedByUsername: change?.user_name ?? null,
        modifiedById: change?.user_id ?? null,
        traceId: change?.trace_id ?? null,
      })),
    });
  }
  return audits;
}
