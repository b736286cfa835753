import { sql, type RawBuilder } from 'kysely';

/** `expression LIKE '%text%'` with LIKE's own wildcards in text taken literally, on both dialects. */
export function containsText(expression: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`${sql.raw(expression)} like ${pattern} escape '\\'`;
}
