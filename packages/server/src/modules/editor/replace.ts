import crypto from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import {
  EDITOR_TARGET_MAX,
  editorMessages,
  tagTokenPattern,
  type SegmentReplace,
  type SegmentsReplaced,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { checkChangedSegments } from '../qa/index.js';
import {
  levelBit,
  searchedRows,
  writeReplacedTargets,
  type ReplacedTarget,
  type TargetChange,
} from '../segments/index.js';
import { editorPart, type EditorActor } from './access.js';
import { criteriaOf, textTest } from './page.js';
import { searchPattern, type SearchPattern } from './searchPattern.js';

const tagsOf = (text: string) => (text.match(tagTokenPattern) ?? []).join('');

/**
 * The target with every match of `find` replaced, or null when nothing would change or the
 * replace would change its tags (inside or of a tag token) or make it longer than a save may.
 */
function replacedTarget(target: string, find: SearchPattern, request: SegmentReplace) {
  const replaced = request.regex
    ? find.matcher(target).replaceAll(request.replace)
    : find.matcher(target).replaceAll(() => request.replace);
  if (replaced === target || replaced.length > EDITOR_TARGET_MAX) return null;
  return tagsOf(replaced) === tagsOf(target) ? replaced : null;
}

/**
 * Find and replace in the targets of a part's segments not locked at its level, within those the
 * request's filter and search (`within`) select, in one transaction: each changed segment gets a new
 * version, loses its confirmation at the level and a history entry under one trace id; then the
 * changed segments' QA warnings are computed anew. Answers how many changed.
 */
export async function replaceInTargets(
  ctx: AppContext,
  actor: EditorActor,
  request: SegmentReplace,
): Promise<SegmentsReplaced> {
  const { part, editable } = await editorPart(ctx, actor, request.jobPartId);
  if (!editable) throw new HttpError(403, 'JobFinished', editorMessages.jobFinished);
  const find = searchPattern(request.find, request, 'find');
  const { within } = request;
  const selected = textTest(within, 'within.');
  const change: TargetChange = {
    userId: actor.userId,
    userName: actor.userName,
    now: ctx.clock.now().toISOString(),
    level: part.workflow_level,
    traceId: crypto.randomUUID(),
  };
  const bit = levelBit(part.workflow_level);
  const changed = await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await searchedRows(trx, part.job_id, criteriaOf(ctx, part, within))
      .where(sql<SqlBool>`(s.locked_levels & ${bit}) = 0`)
      .execute();
    const replaced: ReplacedTarget[] = [];
    for (const row of rows) {
      if (!selected(row)) continue;
      const text = replacedTarget(row.target, find, request);
      if (text !== null) replaced.push({ segment: row, target: text });
    }
    return writeReplacedTargets(trx, part.job_id, replaced, change);
  });
  // After the commit, so that the check reads the new targets (as a save's check does).
  await checkChangedSegments(ctx, actor, part, changed);
  return { changed: changed.length, traceId: change.traceId };
}
