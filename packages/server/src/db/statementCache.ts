import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 500;
// Long texts are bulk inserts of one-off sizes: keeping them would only hold memory.
const MAX_SQL_LENGTH = 8_192;

/**
 * better-sqlite3 behind Kysely with its prepared statements kept by SQL text (least recently used
 * first out): the app asks the same few statements again and again, and preparing them was a
 * fifth of a list call's time. A statement still being iterated is busy, so one is prepared anew.
 */
export function cachingStatements(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      file.close();
    },
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = file.prepare(sql);
      if (sql.length > MAX_SQL_LENGTH || kept) return statement;
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
