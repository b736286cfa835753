import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

const columns = ['id', 'name', 'locale', 'rules', 'is_default'] as const;

export function selectSegRules(
  db: Kysely<Database>,
  organizationId: number,
  page?: { offset: number; limit: number },
) {
  let query = db
    .selectFrom('seg_rules')
    .select(columns)
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export interface SegRuleValues {
  name: string;
  locale: string;
  rules: string;
  is_default: number;
}

export function insertSegRule(
  db: Kysely<Database>,
  organizationId: number,
  rule: SegRuleValues,
  now: string,
) {
  return db
    .insertInto('seg_rules')
    .values({ organization_id: organizationId, ...rule, created_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateSegRule(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
  rule: SegRuleValues,
) {
  return db
    .updateTable('seg_rules')
    .set(rule)
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .returning(columns)
    .executeTakeFirst();
}

export async function clearDefaultSegRule(
  db: Kysely<Database>,
  organizationId: number,
  locale: string,
): Promise<void> {
  await db
    .updateTable('seg_rules')
    .set({ is_default: 0 })
    .where('organization_id', '=', organizationId)
    .where('locale', '=', locale)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteSegRule(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('seg_rules')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
