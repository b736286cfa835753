import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCreateResponse, JobPart } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { jobForm } from './fixtures/jobs/files.js';
import { finished, imported, upload } from './tmHelpers.js';

// Work is all or nothing: an import that ends ERROR after part of it was written leaves none of
// it behind. The database itself fails the write (as a full disk would), on every attempt.
let server: TestServer;
let pm: ApiClient;

/** Makes the database refuse any row of `table` whose `column` holds 'poison'. */
async function poison(table: string, column: string): Promise<void> {
  const db = server.ctx.db.kysely;
  const name = sql.raw(`poison_${table}`);
  if (server.ctx.db.dialect === 'sqlite') {
    await sql`create trigger ${name} before insert on ${sql.table(table)}
      when new.${sql.raw(column)} like '%poison%'
      begin select raise(abort, 'disk I/O error'); end`.execute(db);
    return;
  }
  await sql`create function ${name}() returns trigger language plpgsql as $$
    begin
      if new.${sql.raw(column)} like '%poison%' then raise exception 'disk I/O error'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger ${name} before insert on ${sql.table(table)}
    for each row execute function ${name}()`.execute(db);
}

function tmx(sources: string[]): string {
  const units = sources.map(
    (source) =>
      `<tu><tuv xml:lang="en-US"><seg>${source}</seg></tuv><tuv xml:lang="de-DE"><seg>${source} (de)</seg></tuv></tu>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header srclang="en-US" creationtool="test" creationtoolversion="1" segtype="sentence" o-tmf="test" adminlang="en" datatype="plaintext"/><body>${units.join('\n')}</body></tmx>`;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  await poison('tm_units', 'source_plain');
  await poison('segments', 'source');
});
afterAll(() => server.close());

describe('a TM import that ends ERROR', () => {
  it('leaves no unit of its own, and the units that were there before', async () => {
    const memory = await pm.post<{ id: number }>('/api/transMemory', {
      name: 'All or nothing',
      sourceLang: 'en_us',
      targetLangs: ['de_de'],
    });
    const url = `/api/transMemory/import?id=${memory.body.id}`;
    expect(await imported(pm, url, 'before.tmx', tmx(['Kept one.', 'Kept two.']))).toMatchObject({
      status: 'OK',
    });
    // Units are written 5,000 to a transaction: two commit before the poisoned one fails.
    const sources = Array.from({ length: 12_000 }, (_, index) => `Unit number ${index}.`);
    sources.push('Kept one.', 'A poison unit.');
    const reply = await upload(pm, url, 'big.tmx', tmx(sources));
    expect(reply.status, reply.text).toBe(200);
    const task = await finished(pm, reply.body);
    expect(task).toMatchObject({
      status: 'ERROR',
      error: expect.stringContaining('disk I/O error'),
    });
    const units = await server.ctx.db.kysely
      .selectFrom('tm_units')
      .select('source')
      .where('tm_id', '=', memory.body.id)
      .orderBy('source')
      .execute();
    expect(units.map((unit) => unit.source)).toEqual(['Kept one.', 'Kept two.']);
  });
});

describe('a job import that ends ERROR', () => {
  it('leaves no job RUNNING: the file it could not write ends ERROR, the others are imported', async () => {
    const project = await createProject(pm, 'Imports');
    const files = {
      'fine.json': new TextEncoder().encode('{"a": "Hello."}'),
      'broken.json': new TextEncoder().encode('{"a": "A poison string."}'),
    };
    const params = { projectUid: project.uid, targetLocales: ['de'] };
    const reply = await pm.post<JobCreateResponse>('/api/v2/job', jobForm(params, files));
    expect(reply.status, reply.text).toBe(200);
    expect(await finished(pm, reply.body.task)).toMatchObject({
      status: 'ERROR',
    });
    const jobs = await pm.get<{ jobs: JobPart[] }>(
      `/api/job/listByProject?projectUid=${project.uid}`,
    );
    const states = Object.fromEntries(
      jobs.body.jobs.map((job) => [job.fileName, job.creationTask.status]),
    );
    expect(states).toEqual({ 'fine.json': 'OK', 'broken.json': 'ERROR' });
  });
});
