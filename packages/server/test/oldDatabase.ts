import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, expect } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { freshDatabaseUrl } from './harness.js';

/**
 * A fresh database of the test dialect for a migration test, dropped after the file: migrate it
 * to an older migration, fill it as that version would, then migrate it to the latest.
 */
export async function oldDatabase(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-${name}-`));
  const database = await freshDatabaseUrl();
  const db = openDatabase({ dataDir, databaseUrl: database.url });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations(db.dialect) },
  });
  return {
    db,
    async migrateTo(migration: string) {
      expect((await migrator.migrateTo(migration)).error).toBeUndefined();
    },
  };
}
