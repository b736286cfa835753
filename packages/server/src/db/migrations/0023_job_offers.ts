import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn } from './columns.js';

// Offers of job parts to vendors (issue #13): while an offer is OPEN the part keeps its status
// and assignees (spec 001 sections 4-6); a vendor's buyer user accepts or declines it.
export function jobOffers(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await idColumn(dialect)(db.schema.createTable('job_offers'))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('job_part_id', 'integer', (c) =>
          c.notNull().references('job_parts.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('offered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('accepted_vendor_id', 'integer', (c) => c.references('vendors.id'))
        .execute();
      // At most one OPEN offer per job part, also under concurrent offers.
      await sql`create unique index job_offers_one_open on job_offers (job_part_id) where status = 'OPEN'`.execute(
        db,
      );
      await idColumn(dialect)(db.schema.createTable('job_offer_vendors'))
        .addColumn('offer_id', 'integer', (c) =>
          c.notNull().references('job_offers.id').onDelete('cascade'),
        )
        // A vendor with offers is in use, as one a project is shared with.
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
        .addColumn('response', 'text')
        .addColumn('responded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('responded_at', 'text')
        .addUniqueConstraint('job_offer_vendors_offer_vendor', ['offer_id', 'vendor_id'])
        .execute();
      await db.schema
        .createIndex('job_offer_vendors_vendor')
        .on('job_offer_vendors')
        .column('vendor_id')
        .execute();
    },
  };
}
