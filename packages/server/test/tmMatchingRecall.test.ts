import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchScore } from '@tessera/core';
import { createMatcher, type MatchQuery } from '../src/modules/tm/index.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { newMatchMemory, type TmxUnitSpec } from './tmMatchingFixture.js';

// Recall of the match engine: every answer is checked against scoring every unit of the
// memory, for long texts (repeating words and numbers: each occurrence is a key), short texts
// compared by characters, numbers and repeated words.
let server: TestServer;
let pm: ApiClient;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

const newMemory = (name: string, units: TmxUnitSpec[]) => newMatchMemory(pm, name, units);
const query = (source: string): MatchQuery => ({
  source,
  context: { prev: '', next: '', key: '' },
});
const matcher = (tmId: number) =>
  createMatcher(server.ctx.db.kysely, server.ctx.db.dialect, {
    tms: [{ tmId, penalty: 0, reverse: false }],
    contextType: 'AUTO',
    sourceLang: 'en_us',
    targetLang: 'de_de',
  });

async function storedSources(tmId: number): Promise<string[]> {
  const rows = await server.ctx.db.kysely
    .selectFrom('tm_units')
    .select('source')
    .where('tm_id', '=', tmId)
    .execute();
  return rows.map((row) => row.source);
}

// A seeded generator: the same memory and queries on every run.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

describe('recall', () => {
  it('answers the best score of all units, as scoring every unit would', async () => {
    const next = random(11);
    const words =
      'file open save close print window user press key menu value list item text page the a to of new old 7 42'.split(
        ' ',
      );
    const pick = () => words[Math.floor(next() * words.length)] as string;
    const text = (length: number) => Array.from({ length }, pick).join(' ');
    const units = Array.from({ length: 400 }, (_, index) => ({
      source: text(1 + Math.floor(next() * (index % 3 === 0 ? 3 : 12))),
      target: `T${index}`,
    }));
    const id = await newMemory('Recall', units);
    const stored = await storedSources(id);
    const queries = Array.from({ length: 120 }, (_, index) => {
      const base = units[Math.floor(next() * units.length)]!.source.split(' ');
      if (index % 4 === 0) base[Math.floor(next() * base.length)] = pick();
      if (index % 4 === 1) base.push(pick());
      if (index % 4 === 2) return text(1 + Math.floor(next() * 10));
      return base.join(' ');
    });
    const answers = await matcher(id).best(
      queries.map((source) => query(source)),
      50,
    );
    queries.forEach((source, index) => {
      const best = Math.max(...stored.map((unit) => matchScore(source, unit)));
      expect(answers[index]?.score ?? null, source).toBe(best >= 50 ? best : null);
    });
  });
  it('answers the best score of short strings compared by characters, as scoring every unit would', async () => {
    const next = random(5);
    const words =
      'file files filter folder save saved saving close closed open opened print printer window windows user users'.split(
        ' ',
      );
    const pick = () => words[Math.floor(next() * words.length)] as string;
    const typo = (word: string) => {
      const at = Math.floor(next() * word.length);
      return next() < 0.5
        ? word.slice(0, at) + word.slice(at + 1)
        : `${word.slice(0, at)}x${word.slice(at)}`;
    };
    const units = Array.from({ length: 300 }, (_, index) => ({
      source: Array.from({ length: 1 + (index % 4) }, pick).join(' '),
      target: `K${index}`,
    }));
    const id = await newMemory('Short recall', units);
    const stored = await storedSources(id);
    const queries = Array.from({ length: 80 }, (_, index) =>
      Array.from({ length: 1 + (index % 3) }, () => (next() < 0.5 ? typo(pick()) : pick())).join(
        ' ',
      ),
    );
    for (const minScore of [50, 75]) {
      const answers = await matcher(id).best(
        queries.map((source) => query(source)),
        minScore,
      );
      queries.forEach((source, index) => {
        const best = Math.max(...stored.map((unit) => matchScore(source, unit)));
        expect(answers[index]?.score ?? null, source).toBe(best >= minScore ? best : null);
      });
    }
  });
  it('answers the best few scores of short strings with numbers, repeated and long words at every bar, as scoring every unit would', async () => {
    const next = random(23);
    const words = [
      ...'the them theory then file files filter save saved saving a an and 東 京'.split(' '),
      'internationalization',
      'internationalisation',
      '7',
      '42',
    ];
    const pick = () => words[Math.floor(next() * words.length)] as string;
    const typo = (word: string) => {
      const at = Math.floor(next() * word.length);
      return word.slice(0, at) + word.slice(at + 1);
    };
    const shortText = (length: number) =>
      Array.from({ length }, () => (next() < 0.2 ? typo(pick()) : pick())).join(
        next() < 0.2 ? ', ' : ' ',
      );
    const units = Array.from({ length: 320 }, (_, index) => ({
      source: shortText(1 + (index % 6)),
      target: `N${index}`,
    }));
    const id = await newMemory('Short numbers', units);
    const stored = await storedSources(id);
    const queries = Array.from({ length: 60 }, (_, index) => shortText(1 + (index % 4)));
    for (const minScore of [50, 51, 60, 67, 75, 90]) {
      const lookup = matcher(id);
      for (const source of queries) {
        const found = await lookup.matches(query(source), minScore, 3);
        const expected = stored
          .map((unit) => matchScore(source, unit))
          .filter((score) => score >= minScore)
          .sort((a, b) => b - a)
          .slice(0, 3);
        expect(
          found.map((match) => match.score),
          `${source} at ${minScore}`,
        ).toEqual(expected);
      }
    }
  });
});
