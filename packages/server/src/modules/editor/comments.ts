import {
  type NewSegmentComment,
  type SegmentComment,
  type SegmentCommentResolve,
  type SegmentCommentsQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { checkSavedSegment } from '../qa/index.js';
import {
  commentOfJob,
  commentsOfSegment,
  insertComment,
  segmentOfJob,
  setCommentResolved,
  type CommentRow,
} from '../segments/index.js';
import { editorPart, writableEditorPart, type EditorActor } from './access.js';
import { panelSegment } from './panelSegment.js';
import { epochMs } from './present.js';

function presentComment(row: CommentRow): SegmentComment {
  return {
    id: row.id,
    segmentId: row.segment_id,
    text: row.text,
    author: { id: row.author_id, userName: row.author_name },
    createdAt: epochMs(row.created_at),
    resolved:
      row.resolved_at === null
        ? null
        : {
            by: { id: row.resolved_by, userName: row.resolved_by_name ?? '' },
            at: epochMs(row.resolved_at),
          },
  };
}

/** The editor's Comments panel: a segment's comments, oldest first. */
export async function segmentComments(
  ctx: AppContext,
  actor: EditorActor,
  query: SegmentCommentsQuery,
): Promise<SegmentComment[]> {
  const { part } = await editorPart(ctx, actor, query.jobPart);
  await panelSegment(ctx, part, query.segment);
  return (await commentsOfSegment(ctx.db.kysely, part.job_id, query.segment)).map(presentComment);
}

/**
 * Adds a comment to a segment of the part's job. Its QA warnings are checked again after the
 * commit, as a save does, so that unresolvedComments shows at once.
 */
export async function addSegmentComment(
  ctx: AppContext,
  actor: EditorActor,
  input: NewSegmentComment,
): Promise<SegmentComment> {
  const part = await writableEditorPart(ctx, actor, input.jobPartId);
  const comment = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await segmentOfJob(trx, part.job_id, input.segmentId))) throw notFound();
    const id = await insertComment(trx, {
      organization_id: actor.organizationId,
      job_id: part.job_id,
      segment_id: input.segmentId,
      author_id: actor.userId,
      author_name: actor.userName,
      text: input.text,
      created_at: ctx.clock.now().toISOString(),
    });
    return commentOfJob(trx, part.job_id, id);
  });
  if (!comment) throw notFound();
  await checkSavedSegment(ctx, actor, part, input.segmentId);
  return presentComment(comment);
}

/** Resolves or reopens a comment of the part's job; the segment's QA follows, as on add. */
export async function resolveSegmentComment(
  ctx: AppContext,
  actor: EditorActor,
  input: SegmentCommentResolve,
): Promise<SegmentComment> {
  const part = await writableEditorPart(ctx, actor, input.jobPartId);
  const comment = await ctx.db.kysely.transaction().execute(async (trx) => {
    const found = await commentOfJob(trx, part.job_id, input.commentId);
    if (!found) throw notFound();
    // Resolving again keeps who resolved it first.
    if ((found.resolved_at !== null) !== input.resolved)
      await setCommentResolved(
        trx,
        found.id,
        input.resolved
          ? { by: actor.userId, name: actor.userName, at: ctx.clock.now().toISOString() }
          : null,
      );
    return commentOfJob(trx, part.job_id, found.id);
  });
  if (!comment) throw notFound();
  await checkSavedSegment(ctx, actor, part, comment.segment_id);
  return presentComment(comment);
}
