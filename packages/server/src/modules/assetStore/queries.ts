import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';

export type AssetTable = 'translation_memories' | 'term_bases';

/** Whether another asset of the organization in the same table already has this name. */
export async function assetNameTaken(
  db: Kysely<Database>,
  table: AssetTable,
  organizationId: number,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a client or subject id is one of the organization's. */
export async function lookupBelongs(
  db: Kysely<Database>,
  table: 'clients' | 'subjects',
  organizationId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns every asset is created with besides its own. */
export interface AssetCreation {
  organization_id: number;
  created_by: number;
  created_at: string;
}

export async function insertAsset<T extends AssetTable>(
  db: Kysely<Database>,
  table: T,
  values: Omit<Insertable<Database[T]>, 'updated_at'> & AssetCreation,
): Promise<number> {
  const row = await db
    .insertInto(table as AssetTable)
    .values({ ...values, updated_at: values.created_at } as Insertable<Database[AssetTable]>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAsset<T extends AssetTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  values: Updateable<Database[T]> & { updated_at: string },
): Promise<void> {
  await db
    .updateTable(table as AssetTable)
    .set(values as Updateable<Database[AssetTable]>)
    .where('id', '=', id)
    .execute();
}

export async function deleteAsset(
  db: Kysely<Database>,
  table: AssetTable,
  id: number,
): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}
