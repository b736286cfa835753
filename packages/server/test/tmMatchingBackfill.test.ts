import { expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMatcher } from '../src/modules/tm/index.js';
import { oldDatabase } from './oldDatabase.js';
import { memoryUnit } from './tmMatchingFixture.js';

// A database from before the match index: migration 0031, which wrote the index in blocks,
// indexes the units it already holds.
const { db, migrateTo } = await oldDatabase('backfill');

it('indexes the units stored before the match index existed', async () => {
  await migrateTo('0009_user_default_mt');
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
        sources.slice(at, at + 500).map((source) => ({
          tm_id: tm.id,
          ...memoryUnit({ source, target: `Alt: ${source}` }, 'old', now),
        })),
      )
      .execute();
  }
  await migrateToLatest(db);
  const matcher = createMatcher(db.kysely, db.dialect, {
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
