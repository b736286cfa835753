import {
  jobServerMessages,
  type QaIgnoreRequest,
  type QaRunResult,
  type QaWarningPage,
  type QaWarningsQuery,
  type StoredQaWarning,
} from '@tessera/contracts';
import { checkJob } from '@tessera/core';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { requireParts, type PartRow } from '../jobs/index.js';
import type { Viewer } from '../projects/index.js';
import { contextOf, qaSegments, withSpeller } from './inputs.js';
import { warningCounts } from '../qaStatus/index.js';
import { lastRun, setIgnored, warningOfPart, warningPage } from './queries.js';
import { presentWarning, storeWarnings, type QaActor } from './store.js';

export type { QaActor } from './store.js';

/**
 * The job part a QA call works on: admins and project managers of its organization, linguists
 * only their assigned parts; another organization's part, or a linguist's not assigned, is 404.
 */
export async function qaPart(ctx: AppContext, viewer: Viewer, jobPartId: number): Promise<PartRow> {
  const [part] = await requireParts(ctx.db.kysely, viewer, [jobPartId]);
  if (!part) throw notFound();
  if (part.creation_status !== 'OK')
    throw new HttpError(400, 'JobCreationNotFinished', jobServerMessages.creationNotFinished);
  return part;
}

/** Runs every check of the project's quality settings over the whole part and keeps the warnings. */
export async function runQa(
  ctx: AppContext,
  actor: QaActor,
  jobPartId: number,
): Promise<QaRunResult> {
  const part = await qaPart(ctx, actor, jobPartId);
  const context = await contextOf(ctx, actor.organizationId, part);
  const segments = await qaSegments(ctx, part, context.terms);
  const targets = segments.map((segment) => segment.target);
  const warnings = checkJob(segments, await withSpeller(context, targets));
  const autoIgnore = context.settings.autoIgnorePreviouslyIgnoredQAWarnings;
  await storeWarnings(ctx, part, warnings, { actor, autoIgnore });
  const counts = (await warningCounts(ctx.db.kysely, [part.id])).get(part.id);
  const ran = await lastRun(ctx.db.kysely, part.id);
  return {
    jobPartId: part.id,
    warningsCount: counts?.total ?? 0,
    unresolvedCount: counts?.unresolved ?? 0,
    ranAt: Date.parse(ran?.ran_at ?? ''),
  };
}

/** One page of the warnings of the part's last run, in segment order. */
export async function warningsOf(
  ctx: AppContext,
  viewer: Viewer,
  query: QaWarningsQuery,
): Promise<QaWarningPage> {
  const part = await qaPart(ctx, viewer, query.jobPart);
  const db = ctx.db.kysely;
  const [rows, counts, ran] = await Promise.all([
    warningPage(db, part.id, query),
    warningCounts(db, [part.id]),
    lastRun(db, part.id),
  ]);
  return {
    jobPartId: part.id,
    ranAt: ran ? Date.parse(ran.ran_at) : null,
    total: counts.get(part.id)?.total ?? 0,
    unresolvedCount: counts.get(part.id)?.unresolved ?? 0,
    offset: query.offset,
    warnings: rows.map(presentWarning),
  };
}

/** Ignores one warning of the part as the actor, now; or takes the ignore back. */
export async function ignoreWarning(
  ctx: AppContext,
  actor: QaActor,
  request: QaIgnoreRequest,
): Promise<StoredQaWarning> {
  const part = await qaPart(ctx, actor, request.jobPartId);
  const db = ctx.db.kysely;
  const warning = await warningOfPart(db, part.id, request.warningId);
  if (!warning) throw notFound();
  const ignored = request.ignored
    ? { by: actor.userId, name: actor.userName, at: ctx.clock.now().toISOString() }
    : null;
  await setIgnored(db, warning.id, ignored);
  const updated = await warningOfPart(db, part.id, warning.id);
  return presentWarning(updated ?? warning);
}
