import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_WORKFLOW_STEP_ID,
  editorMessages,
  format,
  type EditorSegment,
  type SegmentSave,
  type SegmentSaved,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { saveSegmentsToWriteTms, type PartRow } from '../jobs/index.js';
import { checkSavedSegment } from '../qa/index.js';
import {
  saveTarget,
  segmentOfJob,
  segmentWithNeighbours,
  type TargetChange,
} from '../segments/index.js';
import { editorPart, type EditorActor } from './access.js';
import { presentSegment } from './present.js';

const locked = () => new HttpError(400, 'SegmentLocked', editorMessages.segmentLocked);

/** The 409 of a save against an older version, with the segment as it is now. */
function versionConflict(segment: EditorSegment): HttpError {
  const user = segment.modifiedBy?.userName || '?';
  return new HttpError(
    409,
    'SegmentVersionConflict',
    format(editorMessages.versionConflict, { user }),
    undefined,
    { segment },
  );
}

// A confirmed segment goes into the project's write memories of the part's step, with the
// sources of its neighbours as its context.
async function writeToTms(
  ctx: AppContext,
  trx: Kysely<Database>,
  part: PartRow,
  ordinal: number,
  author: { userName: string; now: string },
): Promise<number> {
  const rows = await segmentWithNeighbours(trx, part.job_id, ordinal);
  const stepId = part.workflow_step_id === DEFAULT_WORKFLOW_STEP_ID ? null : part.workflow_step_id;
  return saveSegmentsToWriteTms({ ...ctx.db, kysely: trx }, part, stepId, {
    rows,
    chosen: (row) => row.ordinal === ordinal,
    author,
  });
}

/**
 * Saves one segment's target as a draft or confirmed at the part's workflow level, in one
 * transaction: the version check, the target, its history entry and the memory units of a
 * confirm. A locked segment, or one changed since the version the editor read, changes nothing.
 */
export async function saveSegment(
  ctx: AppContext,
  actor: EditorActor,
  save: SegmentSave,
): Promise<SegmentSaved> {
  const { part, editable } = await editorPart(ctx, actor, save.jobPartId);
  if (!editable) throw new HttpError(403, 'JobFinished', editorMessages.jobFinished);
  if (save.confirm && save.target === '') throw fieldError('target', editorMessages.emptyConfirm);
  const level = part.workflow_level;
  const change: TargetChange = {
    userId: actor.userId,
    userName: actor.userName,
    now: ctx.clock.now().toISOString(),
    level,
    traceId: crypto.randomUUID(),
  };
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    const segment = await segmentOfJob(trx, part.job_id, save.segmentId);
    if (!segment) throw notFound();
    const current = presentSegment(segment, level);
    if (current.locked) throw locked();
    if (segment.version !== save.version) throw versionConflict(current);
    if (!(await saveTarget(trx, segment, part.job_id, save, change))) {
      const now = await segmentOfJob(trx, part.job_id, save.segmentId);
      throw versionConflict(presentSegment(now ?? segment, level));
    }
    const tmUnitsWritten = save.confirm
      ? await writeToTms(ctx, trx, part, segment.ordinal, change)
      : 0;
    const saved = await segmentOfJob(trx, part.job_id, save.segmentId);
    return {
      segment: presentSegment(saved ?? segment, level),
      traceId: change.traceId,
      tmUnitsWritten,
    };
  });
  // Warnings are computed on save (GET /api/qa/warnings shows them); after the commit, so that
  // the check reads the saved text.
  await checkSavedSegment(ctx, actor, part, save.segmentId);
  return result;
}
