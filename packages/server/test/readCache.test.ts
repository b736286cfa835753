import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectListItem } from '@tessera/contracts';
import { openDatabase, type Db } from '../src/db/database.js';
import { createReadCache } from '../src/db/readCache.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';

let server: TestServer;
let pm: ApiClient;
// A second connection to the same database: another process, or a worker thread, writing.
let other: Db;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  other = openDatabase(server.config);
});

afterAll(async () => {
  await other.destroy();
  await server.close();
});

const limits = { entries: 2, weight: 1_000, weigh: (text: string) => text.length, maxAgeMs: 1_000 };

// A read that counts how often the cache had to read.
function counted() {
  const read = { count: 0 };
  return { read, value: async () => `read ${++read.count}` };
}

const rename = (db: Db, uid: string, name: string) =>
  db.kysely.updateTable('projects').set({ name }).where('uid', '=', uid).execute();

// A database at one data version throughout, for what the cache does between commits: on
// PostgreSQL the version is the cluster's, which the other test files running beside this one move.
const steady = (): Db => ({ ...server.ctx.db, dataVersion: async () => 'steady' });

describe('answers kept until the next commit (db/readCache.ts)', () => {
  it('reads again after a commit on this connection and on another one', async () => {
    const { uid } = await createProject(pm, 'Kept answers');
    const cache = createReadCache(server.ctx.db, server.clock, limits);
    const { value } = counted();
    const first = await cache.get('list', value);
    await rename(server.ctx.db, uid, 'Renamed here');
    const second = await cache.get('list', value);
    expect(second).not.toBe(first);
    await rename(other, uid, 'Renamed elsewhere');
    expect(await cache.get('list', value)).not.toBe(second);
  });

  it('on SQLite, gives the kept answer while nothing is committed', async () => {
    if (server.ctx.db.dialect !== 'sqlite') return;
    const still = new Date();
    const cache = createReadCache(server.ctx.db, { now: () => still }, limits);
    const { read, value } = counted();
    expect(await cache.get('list', value)).toBe('read 1');
    expect(await cache.get('list', value)).toBe('read 1');
    expect(read.count).toBe(1);
  });

  it('reads again once the answer is older than its age, or the clock went back', async () => {
    // A clock that moves only when told: the server's also moves with real time, and a
    // millisecond passing between two reads made the answer at 999 ms a second old.
    let at = Date.now();
    const cache = createReadCache(steady(), { now: () => new Date(at) }, limits);
    const { value } = counted();
    expect(await cache.get('due', value)).toBe('read 1');
    at += 999;
    expect(await cache.get('due', value)).toBe('read 1');
    at += 1;
    expect(await cache.get('due', value)).toBe('read 2');
    at -= 5_000;
    expect(await cache.get('due', value)).toBe('read 3');
  });

  it('keeps its number of answers and their weight, the least recently used out first', async () => {
    const still = new Date();
    const cache = createReadCache(steady(), { now: () => still }, limits);
    const a = counted();
    const b = counted();
    const c = counted();
    await cache.get('a', a.value);
    await cache.get('b', b.value);
    await cache.get('a', a.value);
    await cache.get('c', c.value);
    await cache.get('a', a.value);
    await cache.get('b', b.value);
    expect([a.read.count, b.read.count, c.read.count]).toEqual([1, 2, 1]);
    const heavy = counted();
    const tooHeavy = async () => `${await heavy.value()}${'x'.repeat(1_000)}`;
    await cache.get('heavy', tooHeavy);
    await cache.get('heavy', tooHeavy);
    expect(heavy.read.count).toBe(2);
  });
});

describe('what the server keeps', () => {
  it('lists a project renamed by another process at once', async () => {
    const { uid } = await createProject(pm, 'Listed before');
    const names = async () =>
      (await pm.get<ProjectListItem[]>('/api/project/list?pageSize=50')).body.map((p) => p.name);
    expect(await names()).toContain('Listed before');
    expect(await names()).toContain('Listed before');
    await rename(other, uid, 'Listed after');
    const after = await names();
    expect(after).toContain('Listed after');
    expect(after).not.toContain('Listed before');
  });

  it('refuses a session that another process ended, on the next call', async () => {
    const linguist = await server.as('linguist');
    expect((await linguist.get('/api/session')).status).toBe(200);
    expect((await linguist.get('/api/session')).status).toBe(200);
    const user = await other.kysely
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'linguist')
      .executeTakeFirstOrThrow();
    await other.kysely.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect((await linguist.get('/api/session')).status).toBe(401);
  });
});
