import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestChecksum,
  serverMessages,
  termBaseMessages,
  type Concept,
  type ConceptPage,
  type ProjectTemplate,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let rivalPm: ApiClient;

const messagesOf = (body: unknown) => (body as ErrorReply).errors?.map((error) => error.message);

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  rivalPm = await (await createTenant(server, 'Rival')).as('pm');
});
afterAll(() => server.close());

describe('a term base concept is added once', () => {
  let tbId: number;
  const concept = {
    terms: [
      { lang: 'en', text: 'Save', status: 'APPROVED' },
      { lang: 'de', text: 'Speichern', status: 'APPROVED' },
    ],
  };
  const add = (body: object) => pm.post<Concept>(`/api/termBase/concept?id=${tbId}`, body);
  const conceptsOf = async () =>
    (await pm.get<ConceptPage>(`/api/termBase/terms?id=${tbId}&pageSize=50`)).body.concepts;

  beforeAll(async () => {
    tbId = (await pm.post<{ id: number }>('/api/termBase', { name: 'UI', langs: ['en', 'de'] }))
      .body.id;
  });

  it('keeps one of two identical saves sent at once (a double click)', async () => {
    const replies = await Promise.all([add(concept), add(concept)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.status === 409);
    expect(messagesOf(refused?.body)).toEqual([termBaseMessages.conceptExists]);
    expect(await conceptsOf()).toHaveLength(1);
  });

  it('refuses the same terms in another order, and an edit into a twin; other terms pass', async () => {
    const reordered = await add({ terms: [...concept.terms].reverse() });
    expect(reordered.status).toBe(409);
    const other = await add({ terms: [{ lang: 'en', text: 'Save' }] });
    expect(other.status).toBe(201);
    const edit = await pm.put(
      `/api/termBase/concept?id=${tbId}&conceptId=${other.body.id}`,
      concept,
    );
    expect(edit.status).toBe(409);
    expect(messagesOf(edit.body)).toEqual([termBaseMessages.conceptExists]);
    expect((await conceptsOf()).map((saved) => saved.terms.length).sort()).toEqual([1, 2]);
  });
});

describe('a project template name is used once in an organization', () => {
  const create = (client: ApiClient, name: string) =>
    client.post<ProjectTemplate>('/api/v2/projectTemplate', { projectTemplateName: name });

  it('refuses a name in use, also to two creates sent at once', async () => {
    const replies = await Promise.all([create(pm, 'Marketing'), create(pm, 'Marketing')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const again = await create(pm, 'Marketing');
    expect(again.status).toBe(409);
    expect(messagesOf(again.body)).toEqual([serverMessages.nameTaken]);
    expect((await create(rivalPm, 'Marketing')).status).toBe(201);
  });

  it('refuses renaming a template to a name in use', async () => {
    const legal = (await create(pm, 'Legal')).body;
    const body = { ...legal, projectTemplateName: 'Marketing' };
    const reply = await pm.request('PUT', '/api/v2/projectTemplate', body, {
      'request-checksum': requestChecksum(body),
    });
    expect(reply.status).toBe(409);
    expect(messagesOf(reply.body)).toEqual([serverMessages.nameTaken]);
  });
});
