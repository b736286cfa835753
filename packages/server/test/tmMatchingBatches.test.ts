import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchScore } from '@tessera/core';
import { createMatcher, type MatchQuery } from '../src/modules/tm/index.js';
import { PostingCache } from '../src/modules/tm/postingCache.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { postingRows } from './postingRows.js';
import { imported } from './tmHelpers.js';

// A matcher that reads postings once for the queries of a batch and keeps them for later
// batches answers what scoring every unit answers, and a kept term answers what the database holds.
let server: TestServer;
let pm: ApiClient;
let tmId: number;
let stored: string[];

function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

const next = random(23);
// Zipf-like: the first words are common, so many queries of a batch want the same postings.
const words =
  'the a to of and file open save close print window user press key menu value list item text page new old saved files printer folder'.split(
    ' ',
  );
const pick = () => words[Math.floor(words.length * next() ** 2.5)] as string;
const text = (length: number) => Array.from({ length }, pick).join(' ');

function tmx(sources: readonly string[]): string {
  const tus = sources.map(
    (source, index) =>
      `<tu><tuv xml:lang="en-US"><seg>${source}</seg></tuv><tuv xml:lang="de-DE"><seg>T${index}</seg></tuv></tu>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header srclang="en-US" creationtool="test" creationtoolversion="1" segtype="sentence" o-tmf="test" adminlang="en" datatype="plaintext"/><body>${tus.join('\n')}</body></tmx>`;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  const sources = Array.from({ length: 500 }, (_, index) =>
    text(1 + Math.floor(next() * (index % 4 === 0 ? 4 : 24))),
  );
  const reply = await pm.post<{ id: number }>('/api/transMemory', {
    name: 'Batches',
    sourceLang: 'en_us',
    targetLangs: ['de_de'],
  });
  tmId = reply.body.id;
  const task = await imported(pm, `/api/transMemory/import?id=${tmId}`, 'm.tmx', tmx(sources));
  expect(task.status, task.error ?? '').toBe('OK');
  const rows = await server.ctx.db.kysely
    .selectFrom('tm_units')
    .select('source')
    .where('tm_id', '=', tmId)
    .execute();
  stored = rows.map((row) => row.source);
});
afterAll(() => server.close());

const batchMatcher = (keptUnits?: number) =>
  createMatcher(server.ctx.db.kysely, server.ctx.db.dialect, {
    tms: [{ tmId, penalty: 0, reverse: false }],
    sourceLang: 'en_us',
    targetLang: 'de_de',
    contextType: 'AUTO',
    ...(keptUnits ? { keptUnits } : {}),
  });
const asked = (source: string): MatchQuery => ({
  source,
  context: { prev: '', next: '', key: '' },
});

/** Each answer's score is the best of scoring every stored unit. */
function expectBest(
  queries: readonly string[],
  answers: readonly ({ score: number } | null)[],
  minScore: number,
) {
  queries.forEach((source, index) => {
    const best = Math.max(0, ...stored.map((unit) => matchScore(source, unit)));
    expect(answers[index]?.score ?? null, source).toBe(best >= minScore ? best : null);
  });
}

/** The memory's postings as the database holds them. */
const storedPostings = () => postingRows(server.ctx.db.kysely, tmId);

describe('batches', () => {
  it('answers the best score of all units over several batches of one matcher', async () => {
    const queries = Array.from({ length: 700 }, (_, index) => {
      const base = (stored[Math.floor(next() * stored.length)] as string).split(' ');
      if (index % 5 === 0) base[Math.floor(next() * base.length)] = pick();
      if (index % 5 === 1) base.push(pick());
      if (index % 5 === 2) return text(1 + Math.floor(next() * 30));
      if (index % 5 === 3) base.splice(Math.floor(next() * base.length), 1);
      return base.join(' ');
    });
    const matcher = batchMatcher();
    // The second pass finds every term kept, with other length windows (a higher bar).
    for (const minScore of [50, 80]) {
      expectBest(queries, await matcher.best(queries.map(asked), minScore), minScore);
    }
  });

  it('lets what waits on the event loop (a request) run between its batches', async () => {
    // Three batches of distinct queries: a pre-translation of a long job looks them up so.
    const queries = Array.from({ length: 600 }, (_, index) => `${text(6)} ${index}`);
    const happened: string[] = [];
    setImmediate(() => happened.push('request'));
    const answers = await batchMatcher().best(queries.map(asked), 50);
    happened.push('answers');
    expect(answers).toHaveLength(600);
    expect(happened).toEqual(['request', 'answers']);
  });

  it('scores every candidate when the kept units overflow within a batch', async () => {
    const queries = Array.from({ length: 300 }, (_, index) => {
      const base = (stored[Math.floor(next() * stored.length)] as string).split(' ');
      if (index % 3 === 0) base[Math.floor(next() * base.length)] = pick();
      if (index % 3 === 1) return text(1 + Math.floor(next() * 4));
      return base.join(' ');
    });
    // Room for a few units only: the kept ones are dropped while a round still wants them.
    expectBest(queries, await batchMatcher(40).best(queries.map(asked), 50), 50);
  });

  it('grows a kept term by the lengths each later request adds, gaps included', async () => {
    const db = server.ctx.db.kysely;
    const postings = await storedPostings();
    const counts = new Map<number, number>();
    for (const { term_hash } of postings) counts.set(term_hash, (counts.get(term_hash) ?? 0) + 1);
    const [termHash] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const cache = new PostingCache(db, server.ctx.db.dialect);
    // Within, below with a gap, above with a gap, then everything.
    for (const [minLength, maxLength] of [
      [5, 8],
      [1, 2],
      [12, 14],
      [6, 7],
      [0, 40],
    ] as const) {
      const [answer] = await cache.read([{ termHash, tmIds: [tmId], minLength, maxLength }]);
      const expected = postings
        .filter(
          (posting) =>
            posting.term_hash === termHash &&
            posting.unit_length >= minLength &&
            posting.unit_length <= maxLength,
        )
        .map((posting) => posting.unit_id)
        .sort((a, b) => a - b);
      expect(Array.from(answer?.unitIds ?? []).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('gives each request the postings of its length window, past the capacity too', async () => {
    const db = server.ctx.db.kysely;
    const postings = await storedPostings();
    const termHashes = [...new Set(postings.map((posting) => posting.term_hash))];
    // Room for a few terms only: the cache drops and reads terms again as it goes.
    const cache = new PostingCache(db, server.ctx.db.dialect, 300);
    for (let round = 0; round < 4; round++) {
      const requests = Array.from({ length: 60 }, () => {
        const minLength = Math.floor(next() * 12);
        return {
          termHash: termHashes[Math.floor(next() * termHashes.length)] as number,
          tmIds: [tmId],
          minLength,
          maxLength: minLength + Math.floor(next() * 16),
        };
      });
      const answers = await cache.read(requests);
      requests.forEach((request, index) => {
        const expected = postings
          .filter(
            (posting) =>
              posting.term_hash === request.termHash &&
              posting.unit_length >= request.minLength &&
              posting.unit_length <= request.maxLength,
          )
          .map((posting) => [posting.unit_id, posting.unit_length]);
        const answer = answers[index];
        const got = Array.from(answer?.unitIds ?? [], (unitId, at) => [
          unitId,
          answer?.lengths[at] as number,
        ]);
        expect(got.sort((a, b) => a[0]! - b[0]!)).toEqual(expected.sort((a, b) => a[0]! - b[0]!));
      });
    }
  });
});
