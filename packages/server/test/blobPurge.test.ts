import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@tessera/contracts';
import { sweepRecycleBin } from '../src/modules/recycleBin/service.js';
import { openBlobStorage } from '../src/storage/blobStorage.js';
import { sweepOrphanBlobs } from '../src/storage/orphanSweep.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { buildZip, fixture, importJobs } from './fixtures/jobs/files.js';
import { fixture as assetFixture, imported } from './tmHelpers.js';

const DAY = 86_400_000;
let server: TestServer;
let pm: ApiClient;

// Every file under DATA_DIR/files, as blob keys.
function storedFiles(): string[] {
  const root = path.join(server.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** A project with an imported job (its upload and skeleton) and a reference file. */
async function projectWithFiles(name: string) {
  const project = await createProject(pm, name);
  const before = storedFiles();
  await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'] },
    { 'a.json': fixture('strings.json') },
  );
  const reference = new FormData();
  reference.append('project', project.uid);
  reference.append('file', new Blob(['Use the formal you.']), 'style.txt');
  expect((await pm.post('/web/api/v2/referenceFile/create', reference)).status).toBe(201);
  const files = storedFiles().filter((key) => !before.includes(key));
  // The job's upload and skeleton, and the reference file.
  expect(files).toHaveLength(3);
  return { project, files };
}

// Deletes the project (to the Recycle Bin) and moves the clock past the bin's 30 days.
async function binnedLongAgo(project: Project) {
  expect((await pm.delete(`/api/project?uid=${project.uid}`)).status).toBe(204);
  server.clock.advance(31 * DAY);
  pm = await server.as('pm');
}

// A trigger that makes deleting a project fail, to show a failed purge keeps the files.
async function refuseProjectDeletes(on: boolean) {
  const db = server.ctx.db.kysely;
  if (server.ctx.db.dialect === 'postgres') {
    if (on) {
      await sql`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_delete before delete on projects for each row execute function refuse_delete()`.execute(
        db,
      );
    } else {
      await sql`drop trigger refuse_delete on projects`.execute(db);
      await sql`drop function refuse_delete()`.execute(db);
    }
  } else if (on) {
    await sql`create trigger refuse_delete before delete on projects begin select raise(abort, 'refused'); end`.execute(
      db,
    );
  } else await sql`drop trigger refuse_delete`.execute(db);
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

describe('purging stored files', () => {
  it('removes the files of a project deleted for good, and keeps them when that fails', async () => {
    const { project, files } = await projectWithFiles('Purged');
    const other = await projectWithFiles('Kept');
    await binnedLongAgo(project);

    await refuseProjectDeletes(true);
    await expect(sweepRecycleBin(server.ctx)).rejects.toThrow(/refused/);
    await refuseProjectDeletes(false);
    expect(storedFiles()).toEqual(expect.arrayContaining(files));

    expect(await sweepRecycleBin(server.ctx)).toEqual({ binned: 0, purged: 1 });
    const left = storedFiles();
    for (const key of files) expect(left).not.toContain(key);
    expect(left).toEqual(expect.arrayContaining(other.files));
  });

  it('leaves no upload or staging file once a TM or TB import ends, OK or ERROR', async () => {
    const before = storedFiles();
    const tm = await pm.post<{ id: number }>('/api/transMemory', {
      name: 'Purge TM',
      sourceLang: 'en_us',
      targetLangs: ['de_de', 'fr_fr'],
    });
    const url = `/api/transMemory/import?id=${tm.body.id}`;
    expect((await imported(pm, url, 'a.tmx', assetFixture('tmx/sample.tmx'))).status).toBe('OK');
    expect((await imported(pm, url, 'b.tmx', assetFixture('tmx/broken.tmx'))).status).toBe('ERROR');
    const empty = buildZip({ 'readme.txt': 'no TMX here' });
    expect((await imported(pm, url, 'c.zip', empty)).status).toBe('ERROR');
    const tb = await pm.post<{ id: number }>('/api/termBase', {
      name: 'Purge TB',
      langs: ['en', 'de'],
    });
    const tbUrl = `/api/termBase/import?id=${tb.body.id}`;
    expect((await imported(pm, tbUrl, 't.csv', assetFixture('termCsv/terms.csv'))).status).toBe(
      'OK',
    );
    expect((await imported(pm, tbUrl, 't.xlsx', 'not a workbook')).status).toBe('ERROR');
    expect(storedFiles()).toEqual(before);
  });

  it('sweeps files no row refers to once they are a day old', async () => {
    const { files } = await projectWithFiles('Swept');
    const storage = openBlobStorage(server.config);
    const orphan = (await storage.put(new TextEncoder().encode('left by a crash'))).key;
    const half = `${orphan.slice(0, 2)}/${'0'.repeat(8)}-0000-0000-0000-000000000000.part`;
    fs.writeFileSync(path.join(server.config.dataDir, 'files', half), 'half written');

    // Written now by the test clock, which earlier tests moved on.
    const now = server.clock.now();
    for (const key of storedFiles())
      fs.utimesSync(path.join(server.config.dataDir, 'files', key), now, now);
    expect(await sweepOrphanBlobs(server.ctx)).toBe(0);
    expect(storedFiles()).toEqual(expect.arrayContaining([orphan, half]));

    server.clock.advance(2 * DAY);
    expect(await sweepOrphanBlobs(server.ctx)).toBe(2);
    const left = storedFiles();
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(half);
    expect(left).toEqual(expect.arrayContaining(files));
  });
});
