import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

// The API key is never selected for an answer: it leaves the server only towards its engine.
const columns = ['id', 'name', 'type', 'base_url', 'is_default'] as const;

export function selectMtSettings(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('mt_settings')
    .select(columns)
    .select((eb) => eb('api_key', '!=', '').as('has_api_key'))
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export interface MtSettingsValues {
  name: string;
  type: string;
  base_url: string;
  is_default: number;
}

export async function insertMtSettings(
  db: Kysely<Database>,
  organizationId: number,
  settings: MtSettingsValues & { api_key: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('mt_settings')
    .values({ organization_id: organizationId, ...settings, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMtSettings(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
  settings: MtSettingsValues & { api_key?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('mt_settings')
    .set(settings)
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clearDefaultMtSettings(
  db: Kysely<Database>,
  organizationId: number,
): Promise<void> {
  await db
    .updateTable('mt_settings')
    .set({ is_default: 0 })
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteMtSettings(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('mt_settings')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
