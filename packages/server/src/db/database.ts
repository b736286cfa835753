import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { cachingStatements } from './statementCache.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * Changes whenever data is committed anywhere in the database, by any connection or process:
   * an answer read at one version is still right while the version stays (db/readCache.ts).
   */
  dataVersion(): Promise<string>;
  destroy(): Promise<void>;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

function ignoreFailure(work: () => unknown): void {
  try {
    work();
  } catch {
    return;
  }
}

const POOL_CONNECTIONS = 10;
const PAGE_CACHE_KIB = 32 * 1024;

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Db {
  if (options.databaseUrl) {
    // Idle connections are kept (min = max) rather than closed after pg-pool's 10 s: a new
    // PostgreSQL backend maps shared buffers as it first touches them, so its first scans ran
    // about 60 ms slower (a 15 ms name search took 78 ms), on top of the connection's setup.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_CONNECTIONS,
      min: POOL_CONNECTIONS,
    });
    // An idle connection the database ends (restart, failover, a forced drop) is replaced at the
    // next checkout; without a listener pg would raise it as an uncaught error and stop the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection ended: ${error.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // The cluster's snapshot: a transaction that takes an id or ends changes it.
    const dataVersion = async () =>
      (
        await sql<{ snapshot: string }>`select pg_current_snapshot()::text as snapshot`.execute(
          kysely,
        )
      ).rows[0]?.snapshot ?? '';
    return { kysely, dialect: 'postgres', dataVersion, destroy: () => kysely.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'tessera.sqlite'));
  file.pragma('journal_mode = WAL');
  // Checkpoints every 64 MB of WAL, not 4: a TMX import's batches dirty the same index pages, which
  // a checkpoint then copies once for several commits instead of once each (#14, +12% units/s).
  file.pragma('wal_autocheckpoint = 16384');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // A 32 MB page cache, not SQLite's 2 MB: the projects table and its indexes at 100k projects no
  // longer fit in 2 MB, so list queries read their pages from the OS one system call each (#14,
  // project list p95 28-29 -> 16-22 ms). 64 MB took the TMX import's peak RSS past its 300 MB goal.
  file.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(file) }),
  });
  // data_version moves with other connections' commits (workers, other processes), and
  // total_changes() with this connection's own writes, which data_version leaves alone.
  const version = file
    .prepare("select data_version || ':' || total_changes() from pragma_data_version()")
    .pluck();
  const dataVersion = async () => String(version.get());
  // SQLite recommends PRAGMA optimize before a long-lived connection closes (db/optimize.ts). With
  // the flags of optimize.ts: the plain pragma analyzed a freshly filled projects table from a
  // sample that said a few thousand projects share an organization, and the planner then sorted an
  // organization's whole list instead of reading the sort's index (0.2 s against 0.2 ms at 100k).
  const destroy = async () => {
    // Statistics are an optimization: a busy or read-only file still closes.
    if (file.open) ignoreFailure(() => file.pragma('optimize=0x10002'));
    await kysely.destroy();
  };
  return { kysely, dialect: 'sqlite', dataVersion, destroy };
}
