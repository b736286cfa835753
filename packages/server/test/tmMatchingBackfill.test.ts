import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { createMatcher, plainText, unitHash } from '../src/modules/tm/index.js';
import { freshDatabaseUrl } from './harness.js';

// A database from before the match index: migration 0010 indexes the units it already holds.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-backfill-'));
const database = await freshDatabaseUrl();
const db = openDatabase({ dataDir, databaseUrl: database.url });
afterAll(async () => {
  await db.destroy();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('indexes the units stored before the match index existed', async () => {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations(db.dialect) },
  });
  const before = await migrator.migrateTo('0009_user_default_mt');
  expect(before.error).toBeUndefined();
  const now = '2026-01-01T00:00:00.000Z';
  const org = await db.kysely
    .insertInto('organizations')
    .values({ name: 'Old', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tm = await db.kysely
    .insertInto('translation_memories')
    .values({
      organization_id: org.id,
      name: 'Old memory',
      source_lang: 'en_us',
      target_langs: '["de_de"]',
      is_public: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // More units than one backfill batch, so batches follow each other.
  const sources = Array.from(
    { length: 2500 },
    (_, index) => `Stored sentence ${index} of an older memory.`,
  );
  sources.push('Save');
  for (let at = 0; at < sources.length; at += 500) {
    await db.kysely
      .insertInto('tm_units')
      .values(
        sources.slice(at, at + 500).map((source) => {
          const target = `Alt: ${source}`;
          const context = { contextPrev: '', contextNext: '', contextKey: '' };
          return {
            tm_id: tm.id,
            source_lang: 'en_us',
            target_lang: 'de_de',
            source,
            target,
            source_plain: plainText(source),
            target_plain: plainText(target),
            context_prev: '',
            context_next: '',
            context_key: '',
            unit_hash: unitHash({ source, target, ...context }),
            created_by: 'old',
            modified_by: 'old',
            created_at: now,
            modified_at: now,
          };
        }),
      )
      .execute();
  }
  await migrateToLatest(db);
  const matcher = createMatcher(db.kysely, {
    tms: [{ tmId: tm.id, penalty: 0, reverse: false }],
    sourceLang: 'en_us',
    targetLang: 'de_de',
    contextType: 'AUTO',
  });
  const context = { prev: '', next: '', key: '' };
  const [exact, fuzzy, short] = await matcher.best(
    [
      { source: 'Stored sentence 2400 of an older memory.', context },
      { source: 'Stored sentence 17 of a newer memory.', context },
      { source: 'Save', context },
    ],
    50,
  );
  expect(exact).toMatchObject({
    score: 100,
    target: 'Alt: Stored sentence 2400 of an older memory.',
  });
  expect(fuzzy?.score).toBeGreaterThanOrEqual(50);
  expect(short).toMatchObject({ score: 100, target: 'Alt: Save' });
});
