import type { Kysely } from 'kysely';
import {
  setupMessages,
  type Vendor,
  type VendorInput,
  type VendorTokens,
} from '@tessera/contracts';
import type { Database } from '../../../db/schema.js';
import { fieldError, notFound } from '../../../http/errors.js';
import type { CollectionService, SetupScope } from '../collection.js';
import { unlessInUse, withUniqueName } from '../constraints.js';
import { isUserOfOrganization } from '../users/service.js';
import {
  deleteVendor,
  insertVendor,
  selectVendorByName,
  selectVendors,
  updateVendor,
  type VendorValues,
} from './queries.js';

function toVendor(row: { id: number; name: string; buyer_user_id: number | null }): Vendor {
  return { id: row.id, name: row.name, buyerUserId: row.buyer_user_id };
}

export async function listVendors(db: Kysely<Database>, organizationId: number): Promise<Vendor[]> {
  return (await selectVendors(db, organizationId)).map(toVendor);
}

// The web keys vendors by id and shows their names (spec 002 section 3: keys are vendor ids).
export async function vendorTokens(
  db: Kysely<Database>,
  organizationId: number,
): Promise<VendorTokens> {
  const vendors = await selectVendors(db, organizationId);
  return Object.fromEntries(vendors.map((vendor) => [String(vendor.id), vendor.name]));
}

export async function hasVendorNamed(
  db: Kysely<Database>,
  organizationId: number,
  name: string,
): Promise<boolean> {
  return (await selectVendorByName(db, organizationId, name)) !== undefined;
}

async function vendorValues(scope: SetupScope, input: VendorInput): Promise<VendorValues> {
  const buyer = input.buyerUserId ?? null;
  if (buyer !== null && !(await isUserOfOrganization(scope.db, scope.organizationId, buyer))) {
    throw fieldError('buyerUserId', setupMessages.buyerNotFound);
  }
  return { name: input.name, buyer_user_id: buyer };
}

export const vendorService: CollectionService<Vendor, VendorInput, VendorInput> = {
  list: listVendors,

  async create(scope, input) {
    const values = await vendorValues(scope, input);
    return toVendor(
      await withUniqueName(insertVendor(scope.db, scope.organizationId, values, scope.now)),
    );
  },

  async update(scope, id, input) {
    const values = await vendorValues(scope, input);
    const updated = await withUniqueName(updateVendor(scope.db, scope.organizationId, id, values));
    if (!updated) throw notFound();
    return toVendor(updated);
  },

  async remove(scope, id) {
    const removed = await unlessInUse(deleteVendor(scope.db, scope.organizationId, id));
    if (!removed) throw notFound();
  },
};
