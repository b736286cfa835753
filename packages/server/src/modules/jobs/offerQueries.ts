import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * The ids among these job parts that have an OPEN offer: while it is open, only an ADMIN
 * changes their status and nobody their assignees (spec 001 sections 4-6).
 */
export async function openOfferPartIds(db: Db, partIds: readonly number[]): Promise<Set<number>> {
  if (partIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('job_offers')
    .select('job_part_id')
    .where('status', '=', 'OPEN')
    .where('job_part_id', 'in', partIds)
    .execute();
  return new Set(rows.map((row) => row.job_part_id));
}

export async function insertOffer(
  db: Db,
  values: { organizationId: number; partId: number; offeredBy: number; now: string },
  vendorIds: readonly number[],
): Promise<void> {
  const { id } = await db
    .insertInto('job_offers')
    .values({
      organization_id: values.organizationId,
      job_part_id: values.partId,
      status: 'OPEN',
      offered_by: values.offeredBy,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_offer_vendors')
    .values(vendorIds.map((vendorId) => ({ offer_id: id, vendor_id: vendorId })))
    .execute();
}

export async function withdrawOpenOffers(db: Db, partIds: readonly number[], now: string) {
  await db
    .updateTable('job_offers')
    .set({ status: 'WITHDRAWN', closed_at: now })
    .where('status', '=', 'OPEN')
    .where('job_part_id', 'in', partIds)
    .execute();
}

/** The vendors of these ids the project is not shared with yet. */
export async function unsharedVendorIds(db: Db, projectId: number, vendorIds: readonly number[]) {
  const shared = await db
    .selectFrom('project_vendors')
    .select('vendor_id')
    .where('project_id', '=', projectId)
    .where('vendor_id', 'in', vendorIds)
    .execute();
  const ids = new Set(shared.map((row) => row.vendor_id));
  return vendorIds.filter((id) => !ids.has(id));
}

// The offers to the vendors a user acts for, with what the vendor needs to choose.
function buyerOffers(db: Db, organizationId: number, userId: number) {
  return (
    db
      .selectFrom('job_offer_vendors as ov')
      .innerJoin('job_offers as o', 'o.id', 'ov.offer_id')
      .innerJoin('vendors as v', 'v.id', 'ov.vendor_id')
      .innerJoin('job_parts as jp', 'jp.id', 'o.job_part_id')
      .innerJoin('jobs as j', 'j.id', 'jp.job_id')
      .innerJoin('projects as p', 'p.id', 'jp.project_id')
      .leftJoin('workflow_steps as ws', 'ws.id', 'jp.workflow_step_id')
      .leftJoin('users as u', 'u.id', 'o.offered_by')
      .where('o.organization_id', '=', organizationId)
      .where('v.organization_id', '=', organizationId)
      .where('v.buyer_user_id', '=', userId)
      // A project in the Recycle Bin offers nothing until it is restored.
      .where('p.binned_at', 'is', null)
      .select([
        'ov.id as offer_vendor_id',
        'ov.vendor_id',
        'ov.response',
        'v.name as vendor_name',
        'o.id as offer_id',
        'o.status as offer_status',
        'o.created_at as offered_at',
        'jp.id as job_part_id',
        'jp.job_id',
        'jp.project_id',
        'jp.workflow_level',
        'jp.workflow_step_id',
        'jp.status as part_status',
        'jp.date_due',
        'ws.name as step_name',
        'p.uid as project_uid',
        'p.name as project_name',
        'j.file_name',
        'j.source_lang',
        'j.target_lang',
        'j.words_count',
        'u.first_name as offered_by_first_name',
        'u.last_name as offered_by_last_name',
      ])
  );
}

/** The open offers not yet answered by the vendors the user acts for, oldest first. */
export function selectOpenBuyerOffers(db: Db, organizationId: number, userId: number) {
  return buyerOffers(db, organizationId, userId)
    .where('o.status', '=', 'OPEN')
    .where('ov.response', 'is', null)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .orderBy('v.name')
    .execute();
}
export type BuyerOfferRow = Awaited<ReturnType<typeof selectOpenBuyerOffers>>[number];

/** One vendor's place in an offer, when the user acts for that vendor in their organization. */
export function findBuyerOffer(
  db: Db,
  scope: { organizationId: number; userId: number },
  offerId: number,
  vendorId: number,
) {
  return buyerOffers(db, scope.organizationId, scope.userId)
    .where('o.id', '=', offerId)
    .where('ov.vendor_id', '=', vendorId)
    .executeTakeFirst();
}

/**
 * Takes the offer while it is still OPEN; false when another answer closed it first. On
 * PostgreSQL the row stays locked until the transaction ends, so answers to one offer queue.
 */
export async function claimOpenOffer(
  db: Db,
  offerId: number,
  close?: { status: 'ACCEPTED' | 'DECLINED'; vendorId: number | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_offers')
    .set((eb) =>
      close
        ? { status: close.status, closed_at: close.now, accepted_vendor_id: close.vendorId }
        : { status: eb.ref('status') },
    )
    .where('id', '=', offerId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a vendor's answer unless it has one; false when it had. */
export async function answerOffer(
  db: Db,
  offerVendorId: number,
  answer: { response: 'ACCEPTED' | 'DECLINED'; userId: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_offer_vendors')
    .set({ response: answer.response, responded_by: answer.userId, responded_at: answer.now })
    .where('id', '=', offerVendorId)
    .where('response', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Vendors of the offer that have not declined it. */
export async function vendorsNotDeclined(db: Db, offerId: number): Promise<number> {
  const row = await db
    .selectFrom('job_offer_vendors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('offer_id', '=', offerId)
    .where((eb) => eb.or([eb('response', 'is', null), eb('response', '!=', 'DECLINED')]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The part is given to the vendor alone: its other assignees, users and vendors, go. */
export async function assignToVendor(db: Db, partId: number, vendorId: number): Promise<void> {
  await db.deleteFrom('job_part_assignees').where('job_part_id', '=', partId).execute();
  await db
    .insertInto('job_part_assignees')
    .values({ job_part_id: partId, user_id: null, vendor_id: vendorId })
    .execute();
}
