import { checkJob } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { PartRow } from '../jobs/index.js';
import { contextOf, qaSegments, withSpeller } from './inputs.js';
import { storeWarnings, type QaActor } from './store.js';

// Segment ids per store: its delete lists them, well under the bound-parameter limits.
const IDS_PER_STORE = 500;

/**
 * QA of many segments changed at once (a find and replace): the job is checked in one pass and
 * the changed segments' warnings replace theirs of the last run, as a save's check does for one.
 */
export async function checkChangedSegments(
  ctx: AppContext,
  actor: QaActor,
  part: PartRow,
  segmentIds: readonly number[],
): Promise<void> {
  if (segmentIds.length === 0) return;
  const changed = new Set(segmentIds);
  const context = await contextOf(ctx, actor.organizationId, part);
  const segments = await qaSegments(ctx, part, context.terms);
  // Only the changed targets' words are spelled: the other segments' warnings are not kept.
  const targets = segments.filter((one) => changed.has(one.id)).map((one) => one.target);
  const warnings = checkJob(segments, await withSpeller(context, targets)).filter((warning) =>
    changed.has(warning.segmentId),
  );
  const autoIgnore = context.settings.autoIgnorePreviouslyIgnoredQAWarnings;
  for (let at = 0; at < segmentIds.length; at += IDS_PER_STORE) {
    const ids = segmentIds.slice(at, at + IDS_PER_STORE);
    const chunk = new Set(ids);
    const ofChunk = warnings.filter((warning) => chunk.has(warning.segmentId));
    await storeWarnings(ctx, part, ofChunk, { actor, autoIgnore, segmentIds: ids });
  }
}
