import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/containsText.js';

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
