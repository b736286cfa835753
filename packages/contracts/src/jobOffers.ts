import { z } from 'zod';
import { JobSelection } from './jobs.js';
import { queryId } from './queryParams.js';

// Offers of jobs to vendors (issue #13 "Offers"): the spec names hasOffer and its rules only, so
// the calls, their shapes and their words are ours (docs/decisions/jobs.md).

const MAX_OFFER_VENDORS = 100;

/** POST /api/job/offer: the job parts of one project, offered to vendors of the organization. */
export const JobOfferRequest = JobSelection.extend({
  vendorIds: z
    .array(queryId)
    .min(1, 'Choose at least one vendor.')
    .max(MAX_OFFER_VENDORS, `Choose at most ${MAX_OFFER_VENDORS} vendors.`),
});
export type JobOfferRequest = z.infer<typeof JobOfferRequest>;

/** POST /api/job/offer/withdraw: closes the open offers of these job parts. */
export const JobOfferWithdrawRequest = JobSelection;
export type JobOfferWithdrawRequest = z.infer<typeof JobOfferWithdrawRequest>;

/** POST /api/job/offer/accept and /decline: the answer of one vendor the caller acts for. */
export const JobOfferResponseRequest = z.object({ offerId: queryId, vendorId: queryId });
export type JobOfferResponseRequest = z.infer<typeof JobOfferResponseRequest>;

/** One open offer as the vendor's buyer user sees it (GET /api/job/offers). */
export const VendorJobOffer = z.object({
  offerId: z.number(),
  vendor: z.object({ id: z.number(), name: z.string() }),
  project: z.object({ uid: z.string(), name: z.string() }),
  jobPartId: z.number(),
  fileName: z.string(),
  sourceLocale: z.string(),
  targetLocale: z.string(),
  workflowStep: z.string(),
  wordsCount: z.number(),
  dateDue: z.string().nullable(),
  offeredBy: z.string(),
  dateOffered: z.string(),
});
export type VendorJobOffer = z.infer<typeof VendorJobOffer>;

export const VendorJobOffers = z.object({ offers: z.array(VendorJobOffer) });
export type VendorJobOffers = z.infer<typeof VendorJobOffers>;

/** What an accept or decline did to the offer. */
export const JobOfferAnswer = z.object({
  offerId: z.number(),
  status: z.enum(['OPEN', 'ACCEPTED', 'DECLINED', 'WITHDRAWN']),
});
export type JobOfferAnswer = z.infer<typeof JobOfferAnswer>;

export const jobOfferMessages = {
  alreadyOffered: 'The job {fileName} ({locale}) already has an open offer.',
  finished: 'The job {fileName} ({locale}) is completed or cancelled and cannot be offered.',
  noOpenOffer: 'The job {fileName} ({locale}) has no open offer.',
  unknownVendor: 'The vendor {id} is not a vendor of your organization.',
  offerClosed: 'This offer is no longer open.',
  alreadyAnswered: 'This vendor has already answered this offer.',
  offerButton: 'Offer to vendors',
  withdrawButton: 'Withdraw offer',
  offerTitle: 'Offer jobs to vendors',
  offerIntro:
    'The vendors you choose see the offer on their Job offers page; the first to accept gets the jobs. The project is shared with them.',
  vendorsLabel: 'Vendors',
  vendorsPlaceholder: 'Choose vendors',
  noVendors: 'Your organization has no vendors yet. Add them in Organization setup.',
  offerDone: 'Offered {count} job(s) to vendors.',
  withdrawDone: 'Withdrew the offers of {count} job(s).',
  offeredBadge: 'Offered',
  pageTitle: 'Job offers',
  pageDescription:
    'Jobs offered to the vendors you act for. The first vendor to accept gets the job.',
  empty: 'No open job offers',
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'You accepted {fileName} ({locale}) for {vendor}.',
  declined: 'You declined {fileName} ({locale}) for {vendor}.',
  loadFailed: 'Failed to load job offers: {error}',
} as const;
