import { checkJob } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { PartRow } from '../jobs/index.js';
import { contextOf, qaSegments, withSpeller } from './inputs.js';
import { checkSavedSegment } from './saveCheck.js';
import { storeWarnings, type QaActor } from './store.js';

// Segment ids per store: its delete lists them, well under the bound-parameter limits.
const IDS_PER_STORE = 500;
// Up to this many, each is checked as a save is (~10 ms, reading only the segments sharing its
// texts); beyond, one pass over the whole job is cheaper (~2 s for 50,000 segments).
const ONE_BY_ONE_MAX = 100;

/**
 * QA of segments changed at once (a find and replace): their warnings replace theirs of the last
 * run, as a save's check does for one; many are checked in one pass over the job.
 */
export async function checkChangedSegments(
  ctx: AppContext,
  actor: QaActor,
  part: PartRow,
  segmentIds: readonly number[],
): Promise<void> {
  if (segmentIds.length <= ONE_BY_ONE_MAX) {
    for (const id of segmentIds) await checkSavedSegment(ctx, actor, part, id);
    return;
  }
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
