import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../packages/server/src/db/database.js';
import { migrateToLatest } from '../../packages/server/src/db/migrate.js';
import { buildMemory, corpus, createBenchMemory, type Corpus } from './tmCorpus.js';

// The code a built memory depends on: its units and the match index keys written for them.
const indexCode = [
  'packages/server/src/modules/tm/matchTerms.ts',
  'packages/server/src/modules/tm/writeUnits.ts',
  'packages/server/src/db/migrations/index.ts',
  'packages/core/src/matching/tokenize.ts',
  'packages/core/src/matching/prepare.ts',
  'packages/core/src/matching/interning.ts',
  'bench/lib/tmCorpus.ts',
];

export interface BenchMemory {
  db: Db;
  tmId: number;
  sources: string[];
  text: Corpus;
  buildSeconds: number;
}

function cacheDir(units: number): string | null {
  const root = process.env.BENCH_TM_CACHE;
  if (!root) return null;
  const hash = crypto.createHash('sha256');
  for (const file of indexCode)
    hash.update(fs.readFileSync(path.join(import.meta.dirname, '../..', file)));
  return path.join(root, `tm-${units}-${hash.digest('hex').slice(0, 12)}`);
}

/**
 * The SQLite memory of `units` synthetic units (seed 42) in a fresh folder under `dir`; with
 * BENCH_TM_CACHE set, built once per size and index code in that folder and reused, so that
 * repeated 1M runs time the lookups, not the build.
 */
export async function sqliteBenchMemory(
  dir: string,
  units: number,
  progress: (written: number, seconds: number) => void,
): Promise<BenchMemory> {
  const cached = cacheDir(units);
  const done = cached && path.join(cached, 'built.json');
  const text = corpus(42);
  if (done && fs.existsSync(done)) {
    const db = openDatabase({ databaseUrl: undefined, dataDir: cached });
    const { tmId, buildSeconds } = JSON.parse(fs.readFileSync(done, 'utf8')) as {
      tmId: number;
      buildSeconds: number;
    };
    // Draws the corpus again as the build did: the same sources, and `text` where it left off.
    const sources = await buildMemory(null, tmId, units, text, () => undefined);
    console.log(`  sqlite: reused the memory built in ${buildSeconds.toFixed(1)} s (${cached})`);
    return { db, tmId, sources, text, buildSeconds };
  }
  if (cached) fs.rmSync(cached, { recursive: true, force: true });
  const db = openDatabase({ databaseUrl: undefined, dataDir: cached ?? dir });
  await migrateToLatest(db);
  const tm = await createBenchMemory(db);
  const started = performance.now();
  const sources = await buildMemory(db, tm.id, units, text, (written) =>
    progress(written, (performance.now() - started) / 1000),
  );
  const buildSeconds = (performance.now() - started) / 1000;
  await sql`analyze`.execute(db.kysely);
  if (done) fs.writeFileSync(done, JSON.stringify({ tmId: tm.id, buildSeconds }));
  return { db, tmId: tm.id, sources, text, buildSeconds };
}
