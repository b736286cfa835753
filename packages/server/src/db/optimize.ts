import { sql } from 'kysely';
import type { Db } from './database.js';

const HOUR_MS = 3_600_000;

/**
 * Planner statistics, so that a filter over a wide range is not read through its index when the
 * sort's index is cheaper. SQLite analyzes only the tables whose indexes lack statistics or that
 * grew a lot (PRAGMA optimize, as SQLite recommends after opening and every few hours); after
 * migrations PostgreSQL analyzes at once instead of waiting for autovacuum to notice new indexes.
 */
export async function optimizeDatabase(db: Db, options: { migrated?: boolean } = {}) {
  if (db.dialect === 'sqlite') await sql`pragma optimize=0x10002`.execute(db.kysely);
  else if (options.migrated) await sql`analyze`.execute(db.kysely);
}

/** Runs PRAGMA optimize every few hours while the server runs; answers the function that stops it. */
export function scheduleDatabaseOptimize(db: Db, everyMs = 4 * HOUR_MS): () => void {
  if (db.dialect !== 'sqlite') return () => {};
  const timer = setInterval(() => {
    optimizeDatabase(db).catch((error: unknown) =>
      console.warn(`PRAGMA optimize failed: ${String(error)}`),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
