import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from './unitText.js';

export type TmRow = NonNullable<Awaited<ReturnType<typeof findTm>>>;

function tmSelect(db: Kysely<Database>) {
  return db
    .selectFrom('translation_memories as tm')
    .innerJoin('organizations as org', 'org.id', 'tm.organization_id')
    .leftJoin('users as creator', 'creator.id', 'tm.created_by')
    .leftJoin('clients as client', 'client.id', 'tm.client_id')
    .leftJoin('subjects as subject', 'subject.id', 'tm.subject_id')
    .select([
      'tm.id',
      'tm.organization_id',
      'tm.name',
      'tm.source_lang',
      'tm.target_langs',
      'tm.client_id',
      'client.name as client_name',
      'tm.subject_id',
      'subject.name as subject_name',
      'tm.is_public',
      'tm.created_by',
      'creator.user_name as creator_name',
      'org.name as organization_name',
      'tm.created_at',
      'tm.updated_at',
    ]);
}

export function findTm(db: Kysely<Database>, id: number) {
  return tmSelect(db).where('tm.id', '=', id).executeTakeFirst();
}

/** The organization's memories and the public ones of other organizations. */
export function listTms(
  db: Kysely<Database>,
  organizationId: number,
  filters: { nameContains?: string; sourceLang?: string },
) {
  let query = tmSelect(db).where((eb) =>
    eb.or([eb('tm.organization_id', '=', organizationId), eb('tm.is_public', '=', 1)]),
  );
  if (filters.nameContains) {
    query = query.where(containsText('lower(tm.name)', filters.nameContains.toLowerCase()));
  }
  if (filters.sourceLang) query = query.where('tm.source_lang', '=', filters.sourceLang);
  return query.orderBy('tm.name').orderBy('tm.id').execute();
}

export async function unitCountsOf(db: Kysely<Database>, tmIds: number[]) {
  if (tmIds.length === 0) return [];
  return db
    .selectFrom('tm_units')
    .select(['tm_id', 'target_lang', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tm_id', 'in', tmIds)
    .groupBy(['tm_id', 'target_lang'])
    .execute();
}

export async function tmNameTaken(
  db: Kysely<Database>,
  organizationId: number,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('translation_memories')
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

export interface TmValues {
  name: string;
  source_lang: string;
  target_langs: string;
  client_id: number | null;
  subject_id: number | null;
  is_public: number;
}

export async function insertTm(
  db: Kysely<Database>,
  values: TmValues & { organization_id: number; created_by: number; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('translation_memories')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTm(
  db: Kysely<Database>,
  id: number,
  values: Partial<TmValues> & { updated_at: string },
): Promise<void> {
  await db.updateTable('translation_memories').set(values).where('id', '=', id).execute();
}

export async function deleteTm(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('translation_memories').where('id', '=', id).execute();
}
