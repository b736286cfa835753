import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

// Read-only checks that what a project points to is a record of its organization.
export type OrganizationRecordTable =
  | 'clients'
  | 'business_units'
  | 'cost_centers'
  | 'subjects'
  | 'media_types'
  | 'mt_settings'
  | 'scoring_models'
  | 'vendors'
  | 'seg_rules';

export async function existingRecordIds(
  db: Db,
  table: OrganizationRecordTable,
  organizationId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function activeLanguageCodes(
  db: Db,
  organizationId: number,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('active_languages')
    .select('code')
    .where('organization_id', '=', organizationId)
    .where('code', 'in', codes)
    .execute();
  return new Set(rows.map((row) => row.code));
}

export function findOrganizationUser(db: Db, organizationId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'active'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

// Steps of any organization, so that an unknown id (dropped) is told from another's (refused).
export function findWorkflowSteps(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workflow_steps')
    .select(['id', 'organization_id', 'name', 'ord', 'type'])
    .where('id', 'in', ids)
    .orderBy('ord')
    .orderBy('id')
    .execute();
}

// Spec 000 section 3: the user's default MT settings; without one, the organization's default.
export async function defaultMtSettingsId(
  db: Db,
  viewer: { organizationId: number; userId: number },
): Promise<number | null> {
  const { organizationId, userId } = viewer;
  const user = await db
    .selectFrom('users')
    .select('default_mt_settings_id')
    .where('id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (user?.default_mt_settings_id) return user.default_mt_settings_id;
  const row = await db
    .selectFrom('mt_settings')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
