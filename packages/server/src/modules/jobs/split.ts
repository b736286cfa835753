import type { Kysely } from 'kysely';
import {
  format,
  splitMessages,
  type JobStatus,
  type SplitMode,
  type SplitResponse,
} from '@tessera/contracts';
import { splitBound, splitPlan, withinSplitBound, type SplitChoice } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { applyStatusAutomation, type Viewer } from '../projects/index.js';
import { segmentSizes } from '../segments/index.js';
import { notReady, readProject, requireParts, requireProjectEditor } from './access.js';
import { openOfferPartIds } from './offerQueries.js';
import { presentParts } from './present.js';
import { findJob, type PartRow } from './queries.js';
import { splitJob, type SegmentSize } from './splitJob.js';
import { lockJobs, partsOfJobs, tasksRunOn, type StoredPart } from './splitQueries.js';

// A finished job keeps its file whole: a level completed or cancelled refuses the split.
const finished: readonly JobStatus[] = ['COMPLETED', 'CANCELLED'];

/** The body field of each mode, named in a refusal of its value. */
const fieldOf: Record<SplitMode, string> = {
  partsCount: 'partsCount',
  partSize: 'partSize',
  wordCount: 'wordCount',
  afterSegment: 'segmentOrdinal',
};

const refuse = (message: string) => new HttpError(400, 'JobSplitNotAllowed', message);

async function requireSplittable(ctx: AppContext, actor: Viewer, ids: readonly number[]) {
  const parts = await requireParts(ctx.db.kysely, actor, ids);
  for (const uid of new Set(parts.map((part) => part.project_uid)))
    requireProjectEditor(actor, await readProject(ctx, actor.organizationId, uid));
  if (parts.some((part) => part.creation_status !== 'OK')) throw notReady();
  return parts;
}

interface Cut {
  jobId: number;
  parts: StoredPart[];
  segments: SegmentSize[];
}

// One value for the whole selection: its bound is the smallest of the selected jobs'.
function requireWithinBounds(cuts: readonly Cut[], choice: SplitChoice): void {
  const wordCounts = cuts.map((cut) => cut.segments.map((segment) => segment.words_count));
  if (wordCounts.every((counts) => withinSplitBound(choice, counts))) return;
  const max = Math.min(...wordCounts.map((counts) => splitBound(choice.mode, counts)));
  throw fieldError(fieldOf[choice.mode], format(splitMessages[choice.mode], { max }));
}

async function readCuts(db: Kysely<Database>, jobIds: readonly number[]): Promise<Cut[]> {
  const parts = await partsOfJobs(db, jobIds);
  if (parts.some((part) => finished.includes(part.status as JobStatus)))
    throw refuse(splitMessages.finished);
  const offered = await openOfferPartIds(
    db,
    parts.map((part) => part.id),
  );
  if (offered.size > 0) throw refuse(splitMessages.withOffer);
  // The task would write to segments the split moves away, or import the file into the parts again.
  if (await tasksRunOn(db, jobIds)) throw refuse(splitMessages.busy);
  const cuts: Cut[] = [];
  for (const jobId of jobIds) {
    const ofJob = parts.filter((part) => part.job_id === jobId);
    // A split that committed meanwhile took the job's parts away.
    if (ofJob.length === 0) throw notFound();
    cuts.push({ jobId, parts: ofJob, segments: await segmentSizes(db, jobId) });
  }
  return cuts;
}

/**
 * Splits the jobs of the selected job parts (each job once) into parts as chosen, in one
 * transaction: a refusal of any job changes none. A plan of one part leaves its job whole.
 */
export async function splitJobs(
  ctx: AppContext,
  actor: Viewer,
  jobPartIds: readonly number[],
  choice: SplitChoice,
): Promise<SplitResponse> {
  const db = ctx.db.kysely;
  const selected: PartRow[] = await requireSplittable(ctx, actor, jobPartIds);
  const jobIds = [...new Set(selected.map((part) => part.job_id))];
  const now = ctx.clock.now().toISOString();
  const created = await db.transaction().execute(async (trx) => {
    if (ctx.db.dialect === 'postgres') await lockJobs(trx, jobIds);
    const cuts = await readCuts(trx, jobIds);
    requireWithinBounds(cuts, choice);
    const ids: number[] = [];
    for (const cut of cuts) {
      const wordCounts = cut.segments.map((segment) => segment.words_count);
      const plan = splitPlan(wordCounts, choice);
      const job = await findJob(trx, cut.jobId);
      if (plan.length > 1 && job)
        ids.push(...(await splitJob(trx, job, cut.parts, cut.segments, plan, now)));
    }
    return ids;
  });
  for (const projectId of new Set(selected.map((part) => part.project_id)))
    await applyStatusAutomation(ctx, projectId);
  if (created.length === 0) return { jobs: [] };
  return { jobs: await presentParts(db, await requireParts(db, actor, created)) };
}
