import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectListItem } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';

// Sorts by a lookup's name or the due date are read lookup by lookup (the projects without one
// last): paging through them gives every project once, in the order of the one-page list.
let server: TestServer;
let pm: ApiClient;
const HOUR = 3_600_000;

async function lookupIds(table: 'clients' | 'subjects'): Promise<number[]> {
  const rows = await server.ctx.db.kysely.selectFrom(table).select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

async function names(query: string): Promise<string[]> {
  const reply = await pm.get<ProjectListItem[]>(`/api/project/list?name=segment&${query}`);
  expect(reply.status).toBe(200);
  return reply.body.map((project) => project.name);
}

beforeAll(async () => {
  server = await startServer({ sessionIdleHours: 24 * 365 });
  const admin = await server.as('admin');
  pm = await server.as('pm');
  const clients = await lookupIds('clients');
  const subjects = await lookupIds('subjects');
  for (let n = 0; n < 9; n++) {
    server.clock.advance(60_000);
    const reply = await (n % 3 === 0 ? admin : pm).post<Project>('/api/project', {
      name: `Segment ${n}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
      ...(n % 4 === 3
        ? {}
        : { dueDateTime: new Date(server.clock.now().getTime() + (n % 5) * HOUR).toISOString() }),
      ...(n % 3 === 2 ? {} : { clientId: clients[n % clients.length] }),
      ...(n % 2 === 1 ? {} : { subject: subjects[n % subjects.length] }),
    });
    expect(reply.status).toBe(201);
  }
});

afterAll(async () => {
  await server.close();
});

describe('paging through a sort read in segments', () => {
  it.each(
    ['client', 'subject', 'owner', 'dateDue'].flatMap((field) => [
      [field, 'ASC'],
      [field, 'DESC'],
    ]),
  )('%s %s', async (field, order) => {
    const sort = `sortField=${field}&sortOrder=${order}`;
    const all = await names(`${sort}&pageSize=100`);
    expect(all).toHaveLength(9);
    const paged: string[] = [];
    for (let page = 0; page < 5; page++)
      paged.push(...(await names(`${sort}&pageSize=5&page=${page}`)));
    expect(paged).toEqual(all);
  });

  it('lists the projects without a client last in both orders', async () => {
    for (const order of ['ASC', 'DESC']) {
      const listed = await pm.get<ProjectListItem[]>(
        `/api/project/list?name=segment&sortField=client&sortOrder=${order}&pageSize=100`,
      );
      const clients = listed.body.map((project) => project.client?.name ?? null);
      expect(clients.slice(-3)).toEqual([null, null, null]);
      const named = clients.slice(0, -3) as string[];
      const sorted = [...named].sort();
      expect(named).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    }
  });
});

describe('a filter found before its sort (the auto-deletion window)', () => {
  it.each(['dateCreated', 'client', 'dateDue'])(
    'lists and pages the window in %s order',
    async (field) => {
      // Six of the nine are due for deletion within a day; 0, 3 and 6 keep their date.
      const soon = new Date(server.clock.now().getTime() + 10 * HOUR).toISOString();
      await server.ctx.db.kysely
        .updateTable('projects')
        .set({ auto_deletion_at: soon })
        .where('name', 'not in', ['Segment 0', 'Segment 3', 'Segment 6'])
        .execute();
      for (const order of ['ASC', 'DESC']) {
        const sort = `sortField=${field}&sortOrder=${order}`;
        const everyOne = await names(`${sort}&pageSize=100`);
        const expected = everyOne.filter((name) => /Segment [124578]$/.test(name));
        expect(await names(`autoDeletionInHours=24&${sort}&pageSize=100`)).toEqual(expected);
        const paged = [
          ...(await names(`autoDeletionInHours=24&${sort}&pageSize=5&page=0`)),
          ...(await names(`autoDeletionInHours=24&${sort}&pageSize=5&page=1`)),
        ];
        expect(paged).toEqual(expected);
      }
    },
  );
});
