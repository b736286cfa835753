import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

// The five tables of simple named records share one shape.
export type NamedTable = 'clients' | 'business_units' | 'cost_centers' | 'subjects' | 'media_types';

export function selectNamedRecords(
  db: Kysely<Database>,
  table: NamedTable,
  organizationId: number,
) {
  return db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function insertNamedRecord(
  db: Kysely<Database>,
  table: NamedTable,
  record: { organizationId: number; name: string; now: string },
) {
  return db
    .insertInto(table)
    .values({ organization_id: record.organizationId, name: record.name, created_at: record.now })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export function updateNamedRecord(
  db: Kysely<Database>,
  table: NamedTable,
  record: { organizationId: number; id: number; name: string },
) {
  return db
    .updateTable(table)
    .set({ name: record.name })
    .where('id', '=', record.id)
    .where('organization_id', '=', record.organizationId)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function deleteNamedRecord(
  db: Kysely<Database>,
  table: NamedTable,
  record: { organizationId: number; id: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', record.id)
    .where('organization_id', '=', record.organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
