import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

const columns = ['id', 'name', 'buyer_user_id'] as const;

export function selectVendors(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('vendors')
    .select(columns)
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function selectVendorByName(db: Kysely<Database>, organizationId: number, name: string) {
  return db
    .selectFrom('vendors')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export interface VendorValues {
  name: string;
  buyer_user_id: number | null;
}

export function insertVendor(
  db: Kysely<Database>,
  organizationId: number,
  vendor: VendorValues,
  now: string,
) {
  return db
    .insertInto('vendors')
    .values({ organization_id: organizationId, ...vendor, created_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateVendor(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
  vendor: VendorValues,
) {
  return db
    .updateTable('vendors')
    .set(vendor)
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteVendor(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('vendors')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
