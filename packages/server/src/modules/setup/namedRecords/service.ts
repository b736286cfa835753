import type { Kysely } from 'kysely';
import type { NamedKind, NamedRecord, NamedRecordInput } from '@tessera/contracts';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import type { CollectionService } from '../collection.js';
import { unlessInUse, withUniqueName } from '../constraints.js';
import {
  deleteNamedRecord,
  insertNamedRecord,
  selectNamedRecords,
  type NamedTable,
  updateNamedRecord,
} from './queries.js';

export const namedTables: Record<NamedKind, NamedTable> = {
  client: 'clients',
  businessUnit: 'business_units',
  costCenter: 'cost_centers',
  subject: 'subjects',
  mediaType: 'media_types',
};

export function listNamedRecords(
  db: Kysely<Database>,
  kind: NamedKind,
  organizationId: number,
): Promise<NamedRecord[]> {
  return selectNamedRecords(db, namedTables[kind], organizationId);
}

// One implementation serves clients, business units, cost centers, subjects and media types.
export function namedRecordService(
  kind: NamedKind,
): CollectionService<NamedRecord, NamedRecordInput, NamedRecordInput> {
  const table = namedTables[kind];
  return {
    list: (db, organizationId) => listNamedRecords(db, kind, organizationId),

    create: (scope, input) =>
      withUniqueName(
        insertNamedRecord(scope.db, table, {
          organizationId: scope.organizationId,
          name: input.name,
          now: scope.now,
        }),
      ),

    async update(scope, id, input) {
      const updated = await withUniqueName(
        updateNamedRecord(scope.db, table, {
          organizationId: scope.organizationId,
          id,
          name: input.name,
        }),
      );
      if (!updated) throw notFound();
      return updated;
    },

    async remove(scope, id) {
      const removed = await unlessInUse(
        deleteNamedRecord(scope.db, table, { organizationId: scope.organizationId, id }),
      );
      if (!removed) throw notFound();
    },
  };
}
