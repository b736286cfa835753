import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchScore, transferTags } from '@tessera/core';
import { createMatcher, type MatchQuery, type MatchTm } from '../src/modules/tm/index.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { readTermPostings } from '../src/modules/tm/matchQueries.js';
import { expectIndexOfUnits, postingRows } from './postingRows.js';
import { finished, upload } from './tmHelpers.js';
import { newMatchMemory, tmx, unitIdOf, type TmxUnitSpec } from './tmMatchingFixture.js';

// The match engine against a real database: what a lookup answers after imports, edits and
// deletions, with context, penalties, reverse memories and tags.
let server: TestServer;
let pm: ApiClient;

const newMemory = (name: string, units: TmxUnitSpec[]) => newMatchMemory(pm, name, units);

const noContext = { prev: '', next: '', key: '' };
const query = (source: string, context = noContext): MatchQuery => ({ source, context });

function matcher(
  tms: MatchTm[],
  contextType: 'AUTO' | 'PREV_AND_NEXT_SEGMENT' | 'SEGMENT_KEY' | 'NO_CONTEXT' = 'AUTO',
  langs = { sourceLang: 'en_us', targetLang: 'de_de' },
) {
  return createMatcher(server.ctx.db.kysely, server.ctx.db.dialect, { tms, contextType, ...langs });
}
const forward = (tmId: number, penalty = 0): MatchTm => ({ tmId, penalty, reverse: false });

const unitId = (tmId: number, source: string) => unitIdOf(server.ctx.db.kysely, tmId, source);

async function postingsOf(column: 'tm_id' | 'unit_id', id: number): Promise<number> {
  const rows = await postingRows(server.ctx.db.kysely);
  return rows.filter((row) => row[column] === id).length;
}

/** Each term's postings read back shortest first, then by id (an edited unit's block overlaps others). */
async function expectReadsInOrder(tmId: number) {
  const db = server.ctx.db.kysely;
  const stored = await postingRows(db, tmId);
  const terms = [...new Set(stored.map((row) => row.term_hash))];
  const read = await readTermPostings(
    db,
    server.ctx.db.dialect,
    [tmId],
    terms.map((termHash) => ({ termHash, minLength: 0, maxLength: 1000 })),
  );
  terms.forEach((term, index) => {
    const expected = stored
      .filter((row) => row.term_hash === term)
      .sort((a, b) => a.unit_length - b.unit_length || a.unit_id - b.unit_id);
    const answer = read[index];
    expect(Array.from(answer?.unitIds ?? [])).toEqual(expected.map((row) => row.unit_id));
    expect(Array.from(answer?.lengths ?? [])).toEqual(expected.map((row) => row.unit_length));
  });
}

const sentences: TmxUnitSpec[] = [
  {
    source: 'Click the Save button to keep your changes before you close the window.',
    target: 'Klicken Sie auf Speichern, um Ihre Änderungen vor dem Schließen zu behalten.',
  },
  { source: 'Save', target: 'Speichern' },
  { source: 'File', target: 'Datei' },
  { source: 'Open file', target: 'Datei öffnen' },
  {
    source: 'Click {1}Save{/1} to continue.',
    target: 'Klicken Sie auf {1}Speichern{/1}, um fortzufahren.',
  },
  {
    source: 'The invoice was sent to the customer yesterday.',
    target: 'Die Rechnung wurde gestern an den Kunden gesendet.',
    prev: 'Invoices',
    next: 'Thank you.',
  },
  {
    source: 'Delete',
    target: 'Löschen (Taste)',
    key: 'button.delete',
  },
];

let main: number;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  main = await newMemory('Matching', sentences);
});
afterAll(() => server.close());

describe('lookups', () => {
  it('finds an exact match at 100 with its target and author', async () => {
    const [match] = await matcher([forward(main)]).matches(query(sentences[0]!.source), 50, 5);
    expect(match).toMatchObject({
      tmId: main,
      source: sentences[0]!.source,
      target: sentences[0]!.target,
      score: 100,
      createdBy: 'translator',
    });
  });

  it('finds a fuzzy match with the score the scorer gives it', async () => {
    const changed = 'Click the Save button to keep your edits before you close the window.';
    const [match] = await matcher([forward(main)]).matches(query(changed), 50, 5);
    expect(match?.source).toBe(sentences[0]!.source);
    expect(match?.score).toBe(matchScore(changed, sentences[0]!.source));
    expect(match?.score).toBeGreaterThanOrEqual(85);
    expect(match?.score).toBeLessThan(95);
  });

  it('answers 101 only for the same context, by the context type', async () => {
    const unit = sentences[5]!;
    const same = { prev: 'Invoices', next: 'Thank you.', key: '' };
    const other = { prev: 'Orders', next: 'Thank you.', key: '' };
    const score = async (type: Parameters<typeof matcher>[1], context: typeof same) =>
      (await matcher([forward(main)], type).matches(query(unit.source, context), 50, 1))[0]?.score;
    expect(await score('PREV_AND_NEXT_SEGMENT', same)).toBe(101);
    expect(await score('PREV_AND_NEXT_SEGMENT', other)).toBe(100);
    expect(await score('AUTO', same)).toBe(101);
    expect(await score('NO_CONTEXT', same)).toBe(100);
    expect(await score('SEGMENT_KEY', same)).toBe(100);
    const keyed = { prev: 'x', next: 'y', key: 'button.delete' };
    const byKey = async (type: Parameters<typeof matcher>[1], context: typeof same) =>
      (await matcher([forward(main)], type).matches(query('Delete', context), 50, 1))[0]?.score;
    expect(await byKey('SEGMENT_KEY', keyed)).toBe(101);
    expect(await byKey('AUTO', keyed)).toBe(101);
    expect(await byKey('AUTO', { ...keyed, key: 'menu.delete' })).toBe(100);
    expect(await byKey('PREV_AND_NEXT_SEGMENT', keyed)).toBe(100);
  });

  it('subtracts the penalty of the assignment, never below 0, and keeps the bar after it', async () => {
    const source = sentences[0]!.source;
    const [penalised] = await matcher([forward(main, 7)]).matches(query(source), 50, 1);
    expect(penalised?.score).toBe(93);
    expect(await matcher([forward(main, 60)]).matches(query(source), 50, 1)).toEqual([]);
    const [floor] = await matcher([forward(main, 150)]).matches(query(source), 0, 1);
    expect(floor?.score).toBe(0);
  });

  it('prefers the better memory once penalties are taken off', async () => {
    const other = await newMemory('Less penalised', [
      {
        source: 'Click the Save button to keep your edits before you close the window.',
        target: 'Andere',
      },
    ]);
    const source = sentences[0]!.source;
    const [best] = await matcher([forward(main, 20), forward(other, 0)]).matches(
      query(source),
      50,
      2,
    );
    expect(best).toMatchObject({
      tmId: other,
      score: matchScore(
        source,
        'Click the Save button to keep your edits before you close the window.',
      ),
    });
  });

  it('matches the targets of a reverse memory and answers its source as the target', async () => {
    const reverse = matcher([{ tmId: main, penalty: 0, reverse: true }], 'AUTO', {
      sourceLang: 'de_de',
      targetLang: 'en_us',
    });
    const [match] = await reverse.matches(
      query('Die Rechnung wurde gestern an den Kunden gesendet.'),
      50,
      1,
    );
    expect(match).toMatchObject({
      source: 'Die Rechnung wurde gestern an den Kunden gesendet.',
      target: 'The invoice was sent to the customer yesterday.',
      score: 100,
    });
  });

  it("places the query's tags where the unit had its tags", async () => {
    const tagged = 'Click {7}Save{/7} to continue.';
    const [match] = await matcher([forward(main)]).matches(query(tagged), 50, 1);
    expect(match?.target).toBe(transferTags(tagged, sentences[4]!.source, sentences[4]!.target));
    expect(match?.target).toContain('{7}Speichern{/7}');
    const [untagged] = await matcher([forward(main)]).matches(
      query('Click Save to continue.'),
      50,
      1,
    );
    expect(untagged?.score).toBeLessThan(100);
    expect(untagged?.source).toBe(sentences[4]!.source);
  });

  it('finds short strings exactly and by characters', async () => {
    const lookup = matcher([forward(main)]);
    expect((await lookup.matches(query('Save'), 50, 1))[0]).toMatchObject({
      score: 100,
      target: 'Speichern',
    });
    expect((await lookup.matches(query('save!'), 50, 1))[0]?.source).toBe('Save');
    const files = (await lookup.matches(query('Files'), 50, 1))[0];
    expect(files).toMatchObject({ source: 'File', score: matchScore('Files', 'File') });
    const open = (await lookup.matches(query('Open files'), 50, 1))[0];
    expect(open).toMatchObject({
      source: 'Open file',
      score: matchScore('Open files', 'Open file'),
    });
  });

  it('answers at most limit matches, best first, none below minScore', async () => {
    const id = await newMemory('Variants', [
      { source: 'Press the red button to stop the machine now.', target: 'A' },
      { source: 'Press the green button to stop the machine now.', target: 'B' },
      { source: 'Press the green button to start the machine now.', target: 'C' },
      { source: 'Press the green button to start the engine soon.', target: 'D' },
    ]);
    const text = 'Press the red button to stop the machine now.';
    const all = await matcher([forward(id)]).matches(query(text), 50, 10);
    expect(all.map((match) => match.target)).toEqual(['A', 'B', 'C', 'D']);
    expect(all.map((match) => match.score)).toEqual(
      [
        'Press the red button to stop the machine now.',
        'Press the green button to stop the machine now.',
        'Press the green button to start the machine now.',
        'Press the green button to start the engine soon.',
      ].map((source) => matchScore(text, source)),
    );
    const two = await matcher([forward(id)]).matches(query(text), 50, 2);
    expect(two.map((match) => match.target)).toEqual(['A', 'B']);
    const high = await matcher([forward(id)]).matches(query(text), 85, 10);
    expect(high.every((match) => match.score >= 85)).toBe(true);
    expect(high.map((match) => match.target)).toEqual(
      all.filter((match) => match.score >= 85).map((match) => match.target),
    );
    const best = await matcher([forward(id)]).best(
      [query(text), query('Nothing alike here at all.'), query(text)],
      50,
    );
    expect(best.map((match) => match?.target ?? null)).toEqual(['A', null, 'A']);
  });

  it('reads only the memories it is given', async () => {
    const other = await newMemory('Not given', [{ source: 'Save', target: 'Sichern' }]);
    const answers = await matcher([forward(main)]).matches(query('Save'), 50, 5);
    expect(answers.map((match) => match.tmId)).toEqual([main]);
    const theirs = await matcher([forward(other)]).matches(query('Save'), 50, 5);
    expect(theirs.map((match) => match.target)).toEqual(['Sichern']);
  });
});

describe('the index follows the memory', () => {
  it('finds an edited unit by its new text only', async () => {
    const id = await newMemory('Edited', [
      { source: 'The printer is out of paper.', target: 'Kein Papier.' },
    ]);
    const unit = await unitId(id, 'The printer is out of paper.');
    const reply = await pm.put(`/api/transMemory/unit?id=${id}&unitId=${unit}`, {
      source: 'The scanner is out of order today.',
      target: 'Der Scanner ist kaputt.',
    });
    expect(reply.status, reply.text).toBe(200);
    const lookup = matcher([forward(id)]);
    expect(await lookup.matches(query('The printer is out of paper.'), 75, 5)).toEqual([]);
    expect(
      (await lookup.matches(query('The scanner is out of order today.'), 75, 5))[0],
    ).toMatchObject({
      unitId: unit,
      score: 100,
      target: 'Der Scanner ist kaputt.',
    });
  });

  it('holds exactly the keys of its units after edits and deletions', async () => {
    const similar = Array.from({ length: 40 }, (_, index) => ({
      source: `Press the key number ${index} to open the file menu.`,
      target: `Drücken Sie Taste ${index}.`,
    }));
    const id = await newMemory('Exact index', [...sentences, ...similar]);
    await expectIndexOfUnits(server.ctx.db.kysely, id);
    const edited = await unitId(id, 'Press the key number 17 to open the file menu.');
    const reply = await pm.put(`/api/transMemory/unit?id=${id}&unitId=${edited}`, {
      source: 'Press the key number 17 to close the file menu.',
      target: 'Drücken Sie die rote Taste.',
    });
    expect(reply.status, reply.text).toBe(200);
    const deleted = await unitId(id, 'Press the key number 3 to open the file menu.');
    expect((await pm.delete(`/api/transMemory/unit?id=${id}&unitId=${deleted}`)).status).toBe(204);
    await expectIndexOfUnits(server.ctx.db.kysely, id);
    await expectReadsInOrder(id);
    const found = await matcher([forward(id)]).matches(
      query('Press the key number 17 to close the file menu.'),
      50,
      3,
    );
    expect(found[0]).toMatchObject({ unitId: edited, score: 100 });
  });

  it('forgets a deleted unit', async () => {
    const id = await newMemory('Deleted unit', [
      { source: 'Remove this sentence from the memory.', target: 'X' },
    ]);
    const unit = await unitId(id, 'Remove this sentence from the memory.');
    expect((await pm.delete(`/api/transMemory/unit?id=${id}&unitId=${unit}`)).status).toBe(204);
    expect(
      await matcher([forward(id)]).matches(query('Remove this sentence from the memory.'), 50, 5),
    ).toEqual([]);
    expect(await postingsOf('unit_id', unit)).toBe(0);
  });

  it('forgets a deleted memory', async () => {
    const id = await newMemory('Deleted memory', sentences);
    expect(await postingsOf('tm_id', id)).toBeGreaterThan(0);
    expect((await pm.delete(`/api/transMemory?id=${id}`)).status).toBe(204);
    expect(await postingsOf('tm_id', id)).toBe(0);
  });

  it('keeps no unit of an import that failed, and finds those that were there before', async () => {
    const id = await newMemory('Failed import', [
      { source: 'Kept sentence of the memory.', target: 'Behalten.' },
    ]);
    const db = server.ctx.db.kysely;
    const trigger = sql.raw(`poison_match_${id}`);
    if (server.ctx.db.dialect === 'sqlite') {
      await sql`create trigger ${trigger} before insert on tm_units when new.source_plain like '%poison%'
        begin select raise(abort, 'disk I/O error'); end`.execute(db);
    } else {
      await sql`create function ${trigger}() returns trigger language plpgsql as $$
        begin if new.source_plain like '%poison%' then raise exception 'disk I/O error'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger ${trigger} before insert on tm_units for each row execute function ${trigger}()`.execute(
        db,
      );
    }
    // Units are written 5,000 to a transaction: the first commits before the poisoned one fails.
    const many = Array.from({ length: 5_001 }, (_, index) => ({
      source: `Imported sentence number ${index} of the batch.`,
      target: `Satz ${index}.`,
    }));
    const reply = await upload(
      pm,
      `/api/transMemory/import?id=${id}`,
      'big.tmx',
      tmx([...many, { source: 'A poison unit.', target: 'Gift.' }]),
    );
    expect((await finished(pm, reply.body)).status).toBe('ERROR');
    await sql`drop trigger ${trigger}${server.ctx.db.dialect === 'postgres' ? sql` on tm_units` : sql``}`.execute(
      db,
    );
    const lookup = matcher([forward(id)]);
    expect(await lookup.matches(query('Imported sentence number 17 of the batch.'), 50, 5)).toEqual(
      [],
    );
    expect((await lookup.matches(query('Kept sentence of the memory.'), 50, 5))[0]?.score).toBe(
      100,
    );
    const kept = await unitId(id, 'Kept sentence of the memory.');
    expect(await postingsOf('tm_id', id)).toBe(await postingsOf('unit_id', kept));
    await expectIndexOfUnits(server.ctx.db.kysely, id);
  });
});
