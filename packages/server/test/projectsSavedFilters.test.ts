import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages, type SavedProjectFilters } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import type { ErrorReply } from './tenants.js';

// Saved filters of the project list: a name and the query string, per user (spec 000 section 2.1).
let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [pm, linguist] = await Promise.all([server.as('pm'), server.as('linguist')]);
});
afterAll(() => server.close());

describe('saved filters', () => {
  it('starts empty for every role and keeps what each user saves', async () => {
    expect((await pm.get('/api/projectFilter')).body).toEqual({ filters: [] });
    expect((await linguist.get('/api/projectFilter')).body).toEqual({ filters: [] });
    const filters = [
      { text: ' Overdue ', url: 'dueInHours=-1' },
      { text: 'Mine in German', url: 'owner=myself&targetLang=de' },
    ];
    const saved = await pm.put<SavedProjectFilters>('/api/projectFilter', { filters });
    expect(saved.status).toBe(200);
    const expected = [{ ...filters[0], text: 'Overdue' }, filters[1]];
    expect(saved.body.filters).toEqual(expected);
    expect((await pm.get('/api/projectFilter')).body).toEqual({ filters: expected });
    expect((await linguist.get('/api/projectFilter')).body).toEqual({ filters: [] });
    await pm.put('/api/projectFilter', { filters: [] });
    expect((await pm.get('/api/projectFilter')).body).toEqual({ filters: [] });
  });

  it('refuses a blank name and a name used twice, with the spec messages', async () => {
    const blank = await pm.put('/api/projectFilter', { filters: [{ text: '  ', url: 'a=1' }] });
    expect(blank.status).toBe(400);
    expect((blank.body as ErrorReply).errors).toEqual([
      { field: 'filters.0.text', message: projectMessages.filterNameBlank },
    ]);
    const twice = await pm.put('/api/projectFilter', {
      filters: [
        { text: 'Urgent', url: 'dueInHours=4' },
        { text: 'urgent ', url: 'dueInHours=8' },
      ],
    });
    expect(twice.status).toBe(400);
    expect((twice.body as ErrorReply).errors).toEqual([
      { field: 'filters.1.text', message: projectMessages.filterNameUsed },
    ]);
    expect((twice.body as ErrorReply).errorDescription).toBe(
      'Name already used. Please select a different name.',
    );
  });
});
