import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONCORDANCE_MAX,
  editorCommentMessages,
  type ConcordanceResult,
  type ErrorBody,
  type Project,
} from '@tessera/contracts';
import { newJob } from './editorHelpers.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { assignTms, createTm, fillTm } from './preTranslateHelpers.js';
import { createTenant, userId } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let project: Project;
let part = 0;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  project = await createProject(pm, 'Concordance', ['de']);
  const read = await createTm(pm, 'Read memory');
  const unassigned = await createTm(pm, 'Unassigned memory');
  await fillTm(pm, read, [
    { source: 'Save changes', target: 'Änderungen speichern' },
    { source: 'Changes were saved', target: 'Die Änderungen wurden gespeichert' },
    { source: 'Open the FILE menu', target: 'Öffnen Sie das Menü Datei' },
    { source: 'I am 100% sure', target: 'Ich bin mir 100% sicher' },
    { source: 'It costs 1000 euros', target: 'Es kostet 1000 Euro' },
    { source: 'Use a_b here', target: 'Verwenden Sie hier a_b' },
    { source: 'Use axb here', target: 'Verwenden Sie hier axb' },
    ...Array.from({ length: CONCORDANCE_MAX + 5 }, (_, i) => ({
      source: `Item number ${i}`,
      target: `Eintrag Nummer ${i}`,
    })),
  ]);
  await fillTm(pm, unassigned, [{ source: 'Save everything', target: 'Alles speichern' }]);
  await assignTms(pm, project, { read: [read], write: [read] });
  part = await newJob(pm, project, [await userId(server, 'linguist')]);
});
afterAll(() => server.close());

const search = (client: ApiClient, query: string) =>
  client.get<ConcordanceResult & ErrorBody>(`/api/editor/concordance?jobPart=${part}&${query}`);

async function sources(query: string): Promise<string[]> {
  const reply = await search(pm, query);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.hits.map((hit) => hit.source).sort();
}

describe('GET /api/editor/concordance', () => {
  it('finds units of the readable memories containing the text, case aside, with name and author', async () => {
    const reply = await search(linguist, 'q=SAVE');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.hits.map((hit) => hit.source).sort()).toEqual([
      'Changes were saved',
      'Save changes',
    ]);
    expect(reply.body.hits[0]).toMatchObject({ tmName: 'Read memory', author: expect.any(String) });
    expect(reply.body.hits[0]!.modifiedAt).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('takes the words in any order, and searches the target when asked', async () => {
    expect(await sources('q=menu%20file')).toEqual(['Open the FILE menu']);
    expect(await sources('q=speichern&side=target')).toEqual(['Save changes']);
    expect(await sources('q=speichern&side=source')).toEqual([]);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(await sources('q=0%25')).toEqual(['I am 100% sure']);
    expect(await sources('q=a_b')).toEqual(['Use a_b here']);
  });

  it(`answers at most ${CONCORDANCE_MAX} units`, async () => {
    expect(await sources('q=item')).toHaveLength(CONCORDANCE_MAX);
  });

  it('answers nothing for a project without memories', async () => {
    const bare = await createProject(pm, 'Concordance without memories', ['de']);
    const job = await newJob(pm, bare);
    const reply = await pm.get<ConcordanceResult>(`/api/editor/concordance?jobPart=${job}&q=save`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.hits).toEqual([]);
  });

  it('validates the text and the side', async () => {
    const empty = await search(pm, 'q=%20');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'q', message: editorCommentMessages.queryRequired },
    ]);
    const side = await search(pm, 'q=save&side=middle');
    expect(side.status).toBe(400);
    expect(side.body.errors).toEqual([
      { field: 'side', message: editorCommentMessages.sideInvalid },
    ]);
  });

  it('answers a linguist not assigned, and another organization, as not found', async () => {
    expect((await search(await server.as('linguist2'), 'q=save')).status).toBe(404);
    const other = await (await createTenant(server, 'Elsewhere')).as('pm');
    expect((await search(other, 'q=save')).status).toBe(404);
  });
});
