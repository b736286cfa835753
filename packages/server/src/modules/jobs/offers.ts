import {
  format,
  jobOfferMessages,
  projectServerMessages,
  type JobOfferRequest,
  type JobOfferWithdrawRequest,
  type JobPart,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { insertProjectVendors } from '../projects/index.js';
import { notReady, readProject, requireParts, requireProjectEditor } from './access.js';
import {
  insertOffer,
  openOfferPartIds,
  unsharedVendorIds,
  withdrawOpenOffers,
} from './offerQueries.js';
import type { JobActor } from './operations.js';
import { presentParts } from './present.js';
import { selectOrganizationVendorIds, type PartRow } from './queries.js';

const finished = ['COMPLETED_BY_LINGUIST', 'COMPLETED', 'CANCELLED'];

const refuse = (message: string, part: PartRow) =>
  new HttpError(
    400,
    'JobOfferNotAllowed',
    format(message, { fileName: part.file_name, locale: part.target_lang }),
  );

// SQLite and PostgreSQL name the one-open-offer index's violation with their own codes.
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505');

/** The selected parts of one project the actor may edit, every one imported. */
async function editableParts(ctx: AppContext, actor: JobActor, request: JobOfferWithdrawRequest) {
  const parts = await requireParts(ctx.db.kysely, actor, request.jobPartIds, request.projectUid);
  requireProjectEditor(actor, await readProject(ctx, actor.organizationId, request.projectUid));
  if (parts.some((part) => part.creation_status !== 'OK')) throw notReady();
  return parts;
}

async function jobsOf(ctx: AppContext, actor: JobActor, request: JobOfferWithdrawRequest) {
  const db = ctx.db.kysely;
  return { jobs: await presentParts(db, await requireParts(db, actor, request.jobPartIds)) };
}

/** The vendors of the request, each a vendor of the actor's organization (400 otherwise). */
async function offeredVendors(ctx: AppContext, actor: JobActor, vendorIds: readonly number[]) {
  const ids = [...new Set(vendorIds)];
  const known = new Set(
    await selectOrganizationVendorIds(ctx.db.kysely, actor.organizationId, ids),
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw fieldError('vendorIds', format(jobOfferMessages.unknownVendor, { id: unknown }));
  return ids;
}

/**
 * POST /api/job/offer: one OPEN offer per selected part to the chosen vendors; the project is
 * shared with those vendors it is not shared with yet (the user's sharing right applies).
 */
export async function offerJobs(
  ctx: AppContext,
  actor: JobActor,
  request: JobOfferRequest,
): Promise<{ jobs: JobPart[] }> {
  const parts = await editableParts(ctx, actor, request);
  const closed = parts.find((part) => finished.includes(part.status));
  if (closed) throw refuse(jobOfferMessages.finished, closed);
  const vendorIds = await offeredVendors(ctx, actor, request.vendorIds);
  const projectId = parts[0]?.project_id ?? 0;
  const now = ctx.clock.now().toISOString();
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      const offered = await openOfferPartIds(
        trx,
        parts.map((part) => part.id),
      );
      const taken = parts.find((part) => offered.has(part.id));
      if (taken) throw refuse(jobOfferMessages.alreadyOffered, taken);
      const unshared = await unsharedVendorIds(trx, projectId, vendorIds);
      if (unshared.length > 0 && actor.disableProjectSharing)
        throw new HttpError(403, 'Forbidden', projectServerMessages.sharingDisabled);
      await insertProjectVendors(trx, [projectId], unshared);
      for (const part of parts)
        await insertOffer(
          trx,
          { organizationId: actor.organizationId, partId: part.id, offeredBy: actor.userId, now },
          vendorIds,
        );
    });
  } catch (error) {
    // Another offer of the same part committed first.
    const [first] = parts;
    if (isUniqueViolation(error) && first) throw refuse(jobOfferMessages.alreadyOffered, first);
    throw error;
  }
  return jobsOf(ctx, actor, request);
}

/** POST /api/job/offer/withdraw: the open offers of the selected parts close as WITHDRAWN. */
export async function withdrawOffers(
  ctx: AppContext,
  actor: JobActor,
  request: JobOfferWithdrawRequest,
): Promise<{ jobs: JobPart[] }> {
  const parts = await editableParts(ctx, actor, request);
  const now = ctx.clock.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const offered = await openOfferPartIds(
      trx,
      parts.map((part) => part.id),
    );
    const without = parts.find((part) => !offered.has(part.id));
    if (without) throw refuse(jobOfferMessages.noOpenOffer, without);
    await withdrawOpenOffers(
      trx,
      parts.map((part) => part.id),
      now,
    );
  });
  return jobsOf(ctx, actor, request);
}
