import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetMessages,
  assignmentMessages,
  format,
  type Project,
  type ReferenceFile,
} from '@tessera/contracts';
import { readZip } from '@tessera/filters';
import { copyTemplateAssets } from '../src/modules/projectCreation/templateAssets.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply } from './tenants.js';

// A tiny limit so that the size rule is tested without large uploads.
const MAX_BYTES = 1024;

let server: TestServer;
let pm: ApiClient;
let admin: ApiClient;
let rival: ApiClient;
let project: Project;
let templateId: number;

function form(fields: Record<string, string>, file?: { name: string; text: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('file', new Blob([file.text]), file.name);
  return body;
}
const create = (
  client: ApiClient,
  fields: Record<string, string>,
  file?: { name: string; text: string },
) => client.post<ReferenceFile>('/web/api/v2/referenceFile/create', form(fields, file));
const list = (client: ApiClient, uid = project.uid) =>
  client.get<ReferenceFile[]>(`/web/api/v9/referenceFile/listByProject?project=${uid}`);
const ids = (...values: number[]) => values.map((id) => `referenceFile=${id}`).join('&');
const download = (client: ApiClient, ...values: number[]) =>
  fetch(`${server.url}/web/api/v2/referenceFile/download?${ids(...values)}`, {
    headers: { cookie: client.cookie },
  });

// Every stored blob, to show that refused uploads keep nothing and deletes remove files.
function storedBlobs(): string[] {
  const root = path.join(server.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name)).isFile());
}

beforeAll(async () => {
  server = await startServer({ referenceFileMaxBytes: MAX_BYTES });
  [pm, admin] = await Promise.all([server.as('pm'), server.as('admin')]);
  rival = await (await createTenant(server, 'Rival')).as('admin');
  project = await createProject(pm, 'With references');
  const template = await pm.post<{ id: number }>('/api/v2/projectTemplate', {
    projectTemplateName: 'References template',
  });
  templateId = template.body.id;
});
afterAll(() => server.close());

describe('project references', () => {
  let styleGuide: ReferenceFile;
  let noteOnly: ReferenceFile;

  it('adds a file with a note and a note alone, and lists them', async () => {
    const first = await create(
      pm,
      { project: project.uid, note: 'Read first' },
      {
        name: 'style guide.txt',
        text: 'Use the formal you.',
      },
    );
    expect(first.status).toBe(201);
    styleGuide = first.body;
    expect(styleGuide).toEqual({
      id: expect.any(Number),
      name: 'style guide.txt',
      note: 'Read first',
      dateCreated: expect.any(String),
      createdBy: { id: expect.any(Number), userName: 'pm' },
    });
    const second = await create(pm, { project: project.uid, note: 'Call the client first' });
    expect(second.status).toBe(201);
    noteOnly = second.body;
    expect(noteOnly.name).toBeNull();
    expect((await list(admin)).body).toEqual([styleGuide, noteOnly]);
  });

  it('refuses a reference with neither file nor note', async () => {
    const reply = await create(pm, { project: project.uid, note: '  ' });
    expect(reply.status).toBe(400);
    expect((reply.body as unknown as ErrorReply).errorDescription).toBe(
      assetMessages.referenceFileOrNote,
    );
  });

  it('refuses a file over the size limit and stores nothing', async () => {
    const before = storedBlobs();
    const reply = await create(
      pm,
      { project: project.uid },
      {
        name: 'big.txt',
        text: 'x'.repeat(MAX_BYTES + 1),
      },
    );
    expect(reply.status).toBe(413);
    expect((reply.body as unknown as ErrorReply).errorDescription).toBe(
      format(assignmentMessages.referenceTooLarge, { limit: '1 KB' }),
    );
    expect(storedBlobs()).toEqual(before);
    expect((await list(pm)).body).toHaveLength(2);
  });

  it('downloads one file as it is, a note as text, several as a zip', async () => {
    const single = await download(pm, styleGuide.id);
    expect(single.status).toBe(200);
    expect(single.headers.get('content-disposition')).toContain('style guide.txt');
    expect(await single.text()).toBe('Use the formal you.');

    const note = await download(pm, noteOnly.id);
    expect(note.headers.get('content-disposition')).toContain(`note-${noteOnly.id}.txt`);
    expect(await note.text()).toBe('Call the client first');

    const both = await download(pm, styleGuide.id, noteOnly.id);
    expect(both.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(new Uint8Array(await both.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual([
      'style guide.txt',
      `note-${noteOnly.id}.txt`,
    ]);
  });

  it('answers 404 to another organization and 403 to a manager without edit rights', async () => {
    expect((await list(rival)).status).toBe(404);
    expect((await download(rival, styleGuide.id)).status).toBe(404);
    const before = storedBlobs();
    const foreign = await create(rival, { project: project.uid }, { name: 'a.txt', text: 'a' });
    expect(foreign.status).toBe(404);
    expect(storedBlobs()).toEqual(before);

    const owned = await createProject(admin, 'Admin owned');
    expect((await create(pm, { project: owned.uid, note: 'n' })).status).toBe(403);
    expect((await list(pm, owned.uid)).status).toBe(200);
  });

  it('deletes references and their files', async () => {
    const before = storedBlobs();
    const reply = await pm.delete(
      `/web/api/v9/referenceFile/delete?${ids(styleGuide.id, noteOnly.id)}`,
    );
    expect(reply.status).toBe(204);
    expect((await list(pm)).body).toEqual([]);
    expect(storedBlobs()).toHaveLength(before.length - 1);
    expect((await download(pm, styleGuide.id)).status).toBe(404);
  });
});

describe('template references', () => {
  it('adds, lists and deletes, and a project created from the template keeps its copy', async () => {
    const added = await pm.post<ReferenceFile>(
      '/web/api/v2/referenceFile/createForTemplate',
      form({ template: String(templateId) }, { name: 'glossary.csv', text: 'en,de' }),
    );
    expect(added.status).toBe(201);
    const listUrl = `/web/api/v9/referenceFile/listByProjectTemplate?template=${templateId}`;
    expect((await pm.get<ReferenceFile[]>(listUrl)).body).toEqual([added.body]);
    expect((await rival.get(listUrl)).status).toBe(404);
    // The project call does not delete a template's reference.
    expect((await pm.delete(`/web/api/v9/referenceFile/delete?${ids(added.body.id)}`)).status).toBe(
      404,
    );

    await server.ctx.db.kysely
      .transaction()
      .execute((trx) => copyTemplateAssets(trx, templateId, project.id));
    const [copy] = (await list(pm)).body;
    expect(copy).toMatchObject({ name: 'glossary.csv' });

    const removed = await pm.delete(
      `/web/api/v9/referenceFile/deleteForTemplate?${ids(added.body.id)}`,
    );
    expect(removed.status).toBe(204);
    expect((await pm.get<ReferenceFile[]>(listUrl)).body).toEqual([]);
    const kept = await download(pm, copy?.id ?? 0);
    expect(await kept.text()).toBe('en,de');
  });
});
