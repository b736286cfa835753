import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/containsText.js';

export type TbRow = NonNullable<Awaited<ReturnType<typeof findTb>>>;

function tbSelect(db: Kysely<Database>) {
  return db
    .selectFrom('term_bases as tb')
    .innerJoin('organizations as org', 'org.id', 'tb.organization_id')
    .leftJoin('users as creator', 'creator.id', 'tb.created_by')
    .leftJoin('clients as client', 'client.id', 'tb.client_id')
    .select([
      'tb.id',
      'tb.organization_id',
      'tb.name',
      'tb.langs',
      'tb.client_id',
      'client.name as client_name',
      'tb.is_public',
      'tb.created_by',
      'creator.user_name as creator_name',
      'org.name as organization_name',
      'tb.created_at',
      'tb.updated_at',
    ]);
}

export function findTb(db: Kysely<Database>, id: number) {
  return tbSelect(db).where('tb.id', '=', id).executeTakeFirst();
}

/** The organization's term bases and the public ones of other organizations. */
export function listTbs(db: Kysely<Database>, organizationId: number, nameContains?: string) {
  let query = tbSelect(db).where((eb) =>
    eb.or([eb('tb.organization_id', '=', organizationId), eb('tb.is_public', '=', 1)]),
  );
  if (nameContains) query = query.where(containsText('lower(tb.name)', nameContains.toLowerCase()));
  return query.orderBy('tb.name').orderBy('tb.id').execute();
}

export async function termCountsOf(db: Kysely<Database>, tbIds: number[]) {
  if (tbIds.length === 0) return [];
  return db
    .selectFrom('tb_terms')
    .select(['tb_id', 'lang', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tb_id', 'in', tbIds)
    .groupBy(['tb_id', 'lang'])
    .execute();
}

export async function conceptCountsOf(db: Kysely<Database>, tbIds: number[]) {
  if (tbIds.length === 0) return [];
  return db
    .selectFrom('tb_concepts')
    .select(['tb_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tb_id', 'in', tbIds)
    .groupBy('tb_id')
    .execute();
}
