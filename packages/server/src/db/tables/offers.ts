import type { Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** An offer of one job part to vendors; at most one OPEN per part. */
export interface JobOfferTable {
  id: Generated<number>;
  organization_id: number;
  job_part_id: number;
  /** OPEN, ACCEPTED, WITHDRAWN or DECLINED (every vendor declined). */
  status: string;
  offered_by: number | null;
  created_at: Timestamp;
  closed_at: Timestamp | null;
  accepted_vendor_id: number | null;
}

/** One vendor an offer went to, and its answer (null while it has none). */
export interface JobOfferVendorTable {
  id: Generated<number>;
  offer_id: number;
  vendor_id: number;
  /** null, ACCEPTED or DECLINED. */
  response: string | null;
  responded_by: number | null;
  responded_at: Timestamp | null;
}
