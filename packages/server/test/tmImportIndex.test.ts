import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundTask } from '@tessera/contracts';
import { createMatcher, type ImportedUnit } from '../src/modules/tm/index.js';
import { importIndex, type HeldLimits } from '../src/modules/tm/importIndex.js';
import { unitBatch } from '../src/modules/tm/unitBatch.js';
import { writeImportBatch } from '../src/modules/tm/writeUnits.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { expectIndexOfUnits, postingRows } from './postingRows.js';
import { finished, upload } from './tmHelpers.js';
import { memoryUnit, newMatchMemory, tmx, unitIdOf } from './tmMatchingFixture.js';

// An import's posting blocks are held and written together (importIndex.ts): the index it
// leaves is the one a write per unit would, whatever was edited or deleted in between.
let server: TestServer;
let pm: ApiClient;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

const words = 'save open close print file window menu key press list item page'.split(' ');

/** Sentences of varied lengths, short strings and numbers among them. */
function texts(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const length = 1 + (index % 9);
    const picked = Array.from({ length }, (_, at) => words[(index * 5 + at * 7) % words.length]);
    const source = index % 4 === 0 ? `${picked.join(' ')} ${index}` : picked.join(' ');
    return { source: `${source}.`, target: `Satz ${index}: ${picked.reverse().join(' ')}.` };
  });
}

/** Writes units as an import does, batch by batch, holding their blocks in `index`. */
async function importBatches(
  tmId: number,
  index: ReturnType<typeof importIndex>,
  batches: ImportedUnit[][],
) {
  const { db } = server.ctx;
  for (const units of batches) {
    const batch = unitBatch(units);
    const added = await db.kysely
      .transaction()
      .execute((trx) => writeImportBatch(trx, db.dialect, tmId, batch));
    await index.add(added);
  }
}

const lookup = (tmId: number) =>
  createMatcher(server.ctx.db.kysely, server.ctx.db.dialect, {
    tms: [{ tmId, penalty: 0, reverse: false }],
    contextType: 'AUTO',
    sourceLang: 'en_us',
    targetLang: 'de_de',
  });

describe("an import's held posting blocks", () => {
  it('are written in several writes of a few blocks into the index one write would make', async () => {
    const tmId = await newMatchMemory(pm, 'Held in several writes', texts(40));
    const all = texts(290)
      .slice(40)
      .map((unit) => memoryUnit(unit));
    const batches = Array.from({ length: 10 }, (_, at) => all.slice(at * 25, at * 25 + 25));
    const limits: HeldLimits = { postings: 1_000, blocksPerWrite: 7 };
    const index = importIndex(server.ctx.db, tmId, limits);
    await importBatches(tmId, index, batches);
    // Some were written on the way, the last ones are held until `write`.
    const written = (await postingRows(server.ctx.db.kysely, tmId)).length;
    await index.write();
    const total = (await postingRows(server.ctx.db.kysely, tmId)).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(total);
    await expectIndexOfUnits(server.ctx.db.kysely, tmId);
    const source = all[101]?.source ?? '';
    expect(
      (await lookup(tmId).matches({ source, context: { prev: '', next: '', key: '' } }, 100, 1))[0],
    ).toMatchObject({ score: 100, source });
  });

  it('leave out a unit edited or deleted before they are written, whose terms are counted as for any unit', async () => {
    const tmId = await newMatchMemory(pm, 'Held while edited', []);
    const index = importIndex(server.ctx.db, tmId, { postings: Infinity, blocksPerWrite: 50 });
    const units = texts(30).map((unit) => memoryUnit(unit));
    await importBatches(tmId, index, [units]);
    expect(await postingRows(server.ctx.db.kysely, tmId)).toEqual([]);
    const edited = await unitIdOf(server.ctx.db.kysely, tmId, units[12]?.source ?? '');
    const reply = await pm.put(`/api/transMemory/unit?id=${tmId}&unitId=${edited}`, {
      source: 'The scanner is out of order today.',
      target: 'Der Scanner ist kaputt.',
    });
    expect(reply.status, reply.text).toBe(200);
    const deleted = await unitIdOf(server.ctx.db.kysely, tmId, units[7]?.source ?? '');
    expect((await pm.delete(`/api/transMemory/unit?id=${tmId}&unitId=${deleted}`)).status).toBe(
      204,
    );
    await index.write();
    await expectIndexOfUnits(server.ctx.db.kysely, tmId);
    const noContext = { prev: '', next: '', key: '' };
    const matcher = lookup(tmId);
    expect(
      await matcher.matches({ source: units[12]?.source ?? '', context: noContext }, 100, 1),
    ).toEqual([]);
    expect(
      await matcher.matches(
        { source: 'The scanner is out of order today.', context: noContext },
        100,
        1,
      ),
    ).toMatchObject([{ unitId: edited, score: 100 }]);
  });
});

describe('an import run again after an interruption', () => {
  it('writes every unit again, indexed, and counts them once', async () => {
    const tmId = await newMatchMemory(pm, 'Run again', []);
    const file = texts(60);
    await server.ctx.tasks.stop();
    let task: BackgroundTask;
    try {
      const reply = await upload(pm, `/api/transMemory/import?id=${tmId}`, 'again.tmx', tmx(file));
      expect(reply.status, reply.text).toBe(200);
      task = reply.body;
      // What an interrupted run leaves: units of the file marked with the task, not indexed.
      const { db } = server.ctx;
      const earlier = unitBatch(
        file.slice(0, 20).map((unit) => ({ ...memoryUnit(unit), import_task_id: task.id })),
      );
      await db.kysely
        .transaction()
        .execute((trx) => writeImportBatch(trx, db.dialect, tmId, earlier));
    } finally {
      await server.ctx.tasks.start();
    }
    const done = await finished(pm, task);
    expect(done.status, done.error ?? '').toBe('OK');
    expect(done.result).toEqual({ imported: 60, skipped: 0, duplicates: 0 });
    await expectIndexOfUnits(server.ctx.db.kysely, tmId);
  });
});
