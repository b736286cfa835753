import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobErrorCodes,
  jobMessages,
  type BilingualUploadResult,
  type ErrorBody,
  type JobPart,
  type Project,
  type TmUnitPage,
} from '@tessera/contracts';
import { readZip, writeZip } from '@tessera/filters';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, userId } from './tenants.js';
import { historyOf, newJob, segments, strings } from './editorHelpers.js';
import { importJobs } from './fixtures/jobs/files.js';
import { assignTms, createTm, encode } from './preTranslateHelpers.js';
import { jobOf, warningsPage } from './qaHelpers.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let project: Project;
let tm = 0;
let linguistId = 0;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  project = await createProject(pm, 'Bilingual upload');
  tm = await createTm(pm, 'Bilingual memory');
  await assignTms(pm, project, { read: [tm], write: [tm] });
});
afterAll(() => server.close());

async function bilingual(client: ApiClient, jobPart: number, format: 'MXLF' | 'DOCX') {
  const reply = await fetch(`${server.url}/api/job/getBilingualFile`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'x-csrf-token': client.csrfToken },
    body: new URLSearchParams({ jobPart: String(jobPart), format }),
  });
  expect(reply.status).toBe(200);
  return new Uint8Array(await reply.arrayBuffer());
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** The MXLIFF with a target replaced and its unit confirmed (or not). */
function editMxliff(bytes: Uint8Array, source: string, target: string, confirmed = true) {
  const xml = decoder.decode(bytes);
  const unit = new RegExp(
    `m:confirmed="[01]"([^>]*>\\s*<source>${source}</source>\\s*<target>)[^<]*(</target>)`,
  );
  return encoder.encode(xml.replace(unit, `m:confirmed="${confirmed ? 1 : 0}"$1${target}$2`));
}

/** The bilingual DOCX with the target cell of a source's row replaced and the row confirmed. */
function editDocx(bytes: Uint8Array, source: string, target: string) {
  const entries = readZip(bytes).map((entry) => {
    if (entry.name !== 'word/document.xml') return { name: entry.name, data: entry.data };
    const xml = decoder
      .decode(entry.data)
      .replace(
        new RegExp(
          `(${source}</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t xml:space="preserve">)[^<]*(</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t xml:space="preserve">)[^<]*`,
        ),
        `$1${target}$2Confirmed`,
      );
    return { name: entry.name, data: encoder.encode(xml) };
  });
  return writeZip(entries);
}

function upload(
  client: ApiClient,
  jobPart: number,
  file: { name: string; data: Uint8Array } | undefined,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('format', file?.name.endsWith('.docx') ? 'DOCX' : 'MXLF');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('bilingualFile', new Blob([new Uint8Array(file.data)]), file.name);
  return client.post<BilingualUploadResult & ErrorBody>(
    `/web/api/v9/job/uploadBilingualFile?jobPart=${jobPart}`,
    form,
  );
}

const tmUnits = async () => {
  const reply = await pm.get<TmUnitPage>(`/api/transMemory/units?id=${tm}&pageSize=50`);
  return reply.body.units.map((unit) => [unit.source, unit.target]);
};

const partOf = async (id: number) =>
  (await pm.get<{ jobs: JobPart[] }>(`/api/job/list?jobPartIds=${id}`)).body.jobs[0]!;

describe('POST /web/api/v9/job/uploadBilingualFile', () => {
  it('round trips a bilingual MXLIFF: targets, confirmation, history and the memory', async () => {
    const part = await newJob(pm, project);
    const file = editMxliff(await bilingual(pm, part, 'MXLF'), strings.save, 'Speichern Sie');
    const reply = await upload(pm, part, { name: 'strings_en-de-1.mxliff', data: file });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ jobPartId: part, segmentsChanged: 1, tmUnitsWritten: 1 });
    const [, second] = await segments(pm, part);
    expect(second).toMatchObject({ target: 'Speichern Sie', confirmed: true, version: 1 });
    const [change] = await historyOf(pm, part, second!.id);
    expect(change).toMatchObject({ target: 'Speichern Sie' });
    expect(change!.traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tmUnits()).toContainEqual([strings.save, 'Speichern Sie']);
    // The same file again changes nothing.
    const again = await upload(pm, part, { name: 'strings_en-de-1.mxliff', data: file });
    expect(again.body.segmentsChanged).toBe(0);
  });

  it('round trips a bilingual DOCX, sets the job completed and can leave the memory alone', async () => {
    const part = await newJob(pm, project);
    const file = editDocx(await bilingual(pm, part, 'DOCX'), strings.title, 'Willkommen');
    const reply = await upload(
      pm,
      part,
      { name: 'strings.docx', data: file },
      { saveToTransMemory: 'None', setCompleted: 'true' },
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({
      segmentsChanged: 1,
      tmUnitsWritten: 0,
      status: 'COMPLETED',
    });
    expect((await segments(pm, part))[0]).toMatchObject({ target: 'Willkommen', confirmed: true });
    expect((await partOf(part)).status).toBe('COMPLETED');
    expect(await tmUnits()).not.toContainEqual([strings.title, 'Willkommen']);
  });

  it('saves unconfirmed segments to the memory only with All', async () => {
    const part = await newJob(pm, project);
    const draft = editMxliff(await bilingual(pm, part, 'MXLF'), strings.menu, 'Menü öffnen', false);
    const confirmedOnly = await upload(pm, part, { name: 'a.mxliff', data: draft });
    expect(confirmedOnly.body).toMatchObject({ segmentsChanged: 1, tmUnitsWritten: 0 });
    expect((await segments(pm, part))[2]).toMatchObject({
      target: 'Menü öffnen',
      confirmed: false,
    });
    const all = await upload(
      pm,
      part,
      { name: 'a.mxliff', data: draft },
      { saveToTransMemory: 'All' },
    );
    expect(all.body.tmUnitsWritten).toBe(1);
  });

  it("refuses another job's file and a changed source with the NonBilingualFile message", async () => {
    const part = await newJob(pm, project);
    const twin = await newJob(pm, project);
    const mine = await bilingual(pm, part, 'MXLF');
    const changedSource = encoder.encode(
      decoder.decode(mine).replace(`<source>${strings.save}</source>`, '<source>Changed</source>'),
    );
    const refused = await upload(pm, part, { name: 'a.mxliff', data: changedSource });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDescription).toBe(jobErrorCodes.NonBilingualFile);
    const notXml = await upload(pm, part, { name: 'a.mxliff', data: encoder.encode('<x') });
    expect(notXml.body.errorDescription).toBe(jobErrorCodes.NonBilingualFile);
    const xxe = encoder.encode(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xliff>&e;</xliff>',
    );
    expect((await upload(pm, part, { name: 'a.mxliff', data: xxe })).body.errorDescription).toBe(
      jobErrorCodes.NonBilingualFile,
    );
    // A zip bomb: a part that unpacks to far more than it packs is not unpacked.
    const bomb = writeZip([
      ...readZip(await bilingual(pm, part, 'DOCX')).filter((e) => e.name !== 'word/document.xml'),
      { name: 'word/document.xml', data: new Uint8Array(32 * 1024 * 1024).fill(32) },
    ]);
    const bombReply = await upload(pm, part, { name: 'a.docx', data: bomb });
    expect(bombReply.body.errorDescription).toBe(jobErrorCodes.NonBilingualFile);
    // A job of the same file and locales: its MXLIFF names its own job part.
    const theirs = await bilingual(pm, twin, 'MXLF');
    const wrongJob = await upload(pm, part, { name: 'a.mxliff', data: theirs });
    expect(wrongJob.body.errorDescription).toBe(jobErrorCodes.NonBilingualFile);
    const otherFile = await importJobs(
      pm,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'other.json': encode(JSON.stringify({ a: 'Another text' })) },
    );
    const otherDocx = await bilingual(pm, otherFile.jobs[0]!.id, 'DOCX');
    const wrongDocx = await upload(pm, part, { name: 'a.docx', data: otherDocx });
    expect(wrongDocx.body.errorDescription).toBe(jobErrorCodes.NonBilingualFile);
    expect((await segments(pm, part)).map((segment) => segment.version)).toEqual([0, 0, 0]);
  });

  it("computes the changed segments' QA warnings anew", async () => {
    const part = await jobOf(pm, project, ['Order 42 items today']);
    const file = editMxliff(
      await bilingual(pm, part, 'MXLF'),
      'Order 42 items today',
      'Bestellen Sie heute Artikel',
    );
    expect((await upload(pm, part, { name: 'texts.mxliff', data: file })).status).toBe(200);
    const reply = await warningsPage(pm, part);
    expect(reply.body.warnings.map((warning) => warning.ordinal)).toContain(1);
  });

  it('needs a file of the chosen format', async () => {
    const part = await newJob(pm, project);
    const missing = await upload(pm, part, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.message).toBe(jobMessages.bilingualFileRequired);
    const wrongType = await upload(pm, part, { name: 'a.txt', data: encoder.encode('x') });
    expect(wrongType.body.errors?.[0]?.message).toBe(jobMessages.unexpectedFileType);
  });

  it("lets an assigned linguist upload; another organization's or an unassigned user's job is 404", async () => {
    const part = await newJob(pm, project, [linguistId]);
    const file = editMxliff(await bilingual(pm, part, 'MXLF'), strings.save, 'Sichern');
    const done = await upload(
      linguist,
      part,
      { name: 'a.mxliff', data: file },
      { setCompleted: 'true' },
    );
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe('COMPLETED_BY_LINGUIST');
    const unassigned = await newJob(pm, project);
    expect((await upload(linguist, unassigned, { name: 'a.mxliff', data: file })).status).toBe(404);
    const rival = await (await createTenant(server, 'Rival')).as('pm');
    expect((await upload(rival, part, { name: 'a.mxliff', data: file })).status).toBe(404);
  });
});
