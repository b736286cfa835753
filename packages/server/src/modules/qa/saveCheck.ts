import type { StoredQaWarning } from '@tessera/contracts';
import { checkSegment } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { PartRow } from '../jobs/index.js';
import { contextOf, qaSegments, withSpeller } from './inputs.js';
import { segmentTexts, warningsOfSegment } from './queries.js';
import { presentWarning, storeWarnings, type QaActor } from './store.js';

/**
 * QA of one segment just saved in the editor: its warnings replace the segment's warnings of
 * the last run (an ignored one stays ignored under autoIgnorePreviouslyIgnoredQAWarnings) and
 * are answered. The part is the one the save was allowed on.
 */
export async function checkSavedSegment(
  ctx: AppContext,
  actor: QaActor,
  part: PartRow,
  segmentId: number,
): Promise<StoredQaWarning[]> {
  const context = await contextOf(ctx, actor.organizationId, part);
  const saved = await segmentTexts(ctx.db.kysely, part.job_id, segmentId);
  if (!saved) return [];
  // Those sharing its source or target: all that inconsistent translations compares it with.
  const jobSegments = await qaSegments(ctx, part, context.terms, saved);
  const segment = jobSegments.find((one) => one.id === segmentId);
  if (!segment) return [];
  const spelled = await withSpeller(context, [segment.target]);
  const warnings = checkSegment(segment, { ...spelled, jobSegments });
  await storeWarnings(ctx, part, warnings, {
    actor,
    autoIgnore: context.settings.autoIgnorePreviouslyIgnoredQAWarnings,
    segmentIds: [segmentId],
  });
  return (await warningsOfSegment(ctx.db.kysely, part.id, segmentId)).map(presentWarning);
}
