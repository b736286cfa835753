import {
  jobOfferMessages,
  type JobOfferAnswer,
  type JobOfferResponseRequest,
  type VendorJobOffer,
  type VendorJobOffers,
} from '@tessera/contracts';
import { DEFAULT_WORKFLOW_STEP_ID, DEFAULT_WORKFLOW_STEP_LABEL } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { applyStatusAutomation } from '../projects/index.js';
import {
  answerOffer,
  assignToVendor,
  claimOpenOffer,
  findBuyerOffer,
  selectOpenBuyerOffers,
  vendorsNotDeclined,
  type BuyerOfferRow,
} from './offerQueries.js';
import type { JobActor } from './operations.js';
import { setPartStatus } from './partStatus.js';

const closedOffer = () => new HttpError(409, 'JobOfferClosed', jobOfferMessages.offerClosed);
const answered = () => new HttpError(409, 'JobOfferAnswered', jobOfferMessages.alreadyAnswered);

function toOffer(row: BuyerOfferRow): VendorJobOffer {
  const offeredBy = [row.offered_by_first_name, row.offered_by_last_name].filter(Boolean);
  return {
    offerId: row.offer_id,
    vendor: { id: row.vendor_id, name: row.vendor_name },
    project: { uid: row.project_uid, name: row.project_name },
    jobPartId: row.job_part_id,
    fileName: row.file_name,
    sourceLocale: row.source_lang,
    targetLocale: row.target_lang,
    workflowStep:
      row.workflow_step_id === DEFAULT_WORKFLOW_STEP_ID
        ? DEFAULT_WORKFLOW_STEP_LABEL
        : (row.step_name ?? ''),
    wordsCount: row.words_count,
    dateDue: row.date_due,
    offeredBy: offeredBy.join(' '),
    dateOffered: row.offered_at,
  };
}

/** GET /api/job/offers: the open offers to the vendors the caller acts for, not yet answered. */
export async function listVendorOffers(ctx: AppContext, actor: JobActor): Promise<VendorJobOffers> {
  const rows = await selectOpenBuyerOffers(ctx.db.kysely, actor.organizationId, actor.userId);
  return { offers: rows.map(toOffer) };
}

/** The caller's place in the offer as that vendor's buyer user; 404 for anyone else. */
async function buyerOffer(ctx: AppContext, actor: JobActor, request: JobOfferResponseRequest) {
  const row = await findBuyerOffer(ctx.db.kysely, actor, request.offerId, request.vendorId);
  if (!row) throw notFound();
  if (row.offer_status !== 'OPEN') throw closedOffer();
  if (row.response !== null) throw answered();
  return row;
}

/**
 * POST /api/job/offer/accept: the first vendor to accept gets the job part alone as its
 * assignee, the part becomes ASSIGNED (accepted) and the project status follows.
 */
export async function acceptOffer(
  ctx: AppContext,
  actor: JobActor,
  request: JobOfferResponseRequest,
): Promise<JobOfferAnswer> {
  const row = await buyerOffer(ctx, actor, request);
  const now = ctx.clock.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const close = { status: 'ACCEPTED' as const, vendorId: row.vendor_id, now };
    if (!(await claimOpenOffer(trx, row.offer_id, close))) throw closedOffer();
    await answerOffer(trx, row.offer_vendor_id, {
      response: 'ACCEPTED',
      userId: actor.userId,
      now,
    });
    await assignToVendor(trx, row.job_part_id, row.vendor_id);
    if (row.part_status !== 'ASSIGNED')
      await setPartStatus(
        trx,
        [{ id: row.job_part_id, job_id: row.job_id, workflow_level: row.workflow_level }],
        'ASSIGNED',
        actor,
        now,
      );
  });
  await applyStatusAutomation(ctx, row.project_id);
  return { offerId: row.offer_id, status: 'ACCEPTED' };
}

/** POST /api/job/offer/decline: the vendor declines; the offer closes once every vendor has. */
export async function declineOffer(
  ctx: AppContext,
  actor: JobActor,
  request: JobOfferResponseRequest,
): Promise<JobOfferAnswer> {
  const row = await buyerOffer(ctx, actor, request);
  const now = ctx.clock.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    // Answers to one offer queue here, so the last decline sees every other one.
    if (!(await claimOpenOffer(trx, row.offer_id))) throw closedOffer();
    const answer = { response: 'DECLINED' as const, userId: actor.userId, now };
    if (!(await answerOffer(trx, row.offer_vendor_id, answer))) throw answered();
    if ((await vendorsNotDeclined(trx, row.offer_id)) > 0)
      return { offerId: row.offer_id, status: 'OPEN' };
    await claimOpenOffer(trx, row.offer_id, { status: 'DECLINED', vendorId: null, now });
    return { offerId: row.offer_id, status: 'DECLINED' };
  });
}
