import { sql, type RawBuilder } from 'kysely';

type SortField = 'fileName' | 'targetLocale' | 'status' | 'dateDue' | 'dateCreated';

const columns: Record<SortField, RawBuilder<unknown>> = {
  fileName: sql`lower(j.file_name)`,
  targetLocale: sql`j.target_lang`,
  status: sql`jp.status`,
  dateDue: sql`jp.date_due`,
  dateCreated: sql`jp.created_at`,
};

/** Orders job parts (jp, of job j) as both job lists sort them; jobs without a due date come last. */
export function sortedParts<Query extends { orderBy(expression: RawBuilder<unknown>): Query }>(
  query: Query,
  field: SortField,
  order: 'ASC' | 'DESC',
): Query {
  const direction = sql.raw(order === 'ASC' ? 'asc' : 'desc');
  const nulls = sql.raw(field === 'dateDue' ? ' nulls last' : '');
  return query
    .orderBy(sql`${columns[field]} ${direction}${nulls}`)
    .orderBy(sql`jp.id ${direction}`);
}
