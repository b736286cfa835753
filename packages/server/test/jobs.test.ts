import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobErrorCodes,
  jobMessages,
  type JobCreateResponse,
  type JobPart,
  type Project,
  type SegmentsCount,
} from '@tessera/contracts';
import { filterForFile, filterForFormat, readZip } from '@tessera/filters';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply } from './tenants.js';
import {
  buildDocx,
  buildZip,
  fixture,
  importJobs,
  jobForm,
  waitForTask,
} from './fixtures/jobs/files.js';
import { runTaskAgain } from './taskHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
let created: JobCreateResponse;

const docx = buildDocx(['First paragraph here. Second sentence follows.', 'Another one']);
const sources = {
  'app.xlf': fixture('app.xlf'),
  'guide.docx': docx,
  'strings.json': fixture('strings.json'),
};
// Segments and words of each file as core segments and counts them.
const expectedCounts: Record<string, [number, number]> = {
  'app.xlf': [4, 8],
  'guide.docx': [3, 8],
  'strings.json': [3, 6],
};

const listJobs = async (query = '') =>
  (await pm.get<{ jobs: JobPart[] }>(`/api/job/listByProject?projectUid=${project.uid}${query}`))
    .body.jobs;

const download = (client: ApiClient, path: string, form: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    for (const item of [value].flat()) body.append(key, item);
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'x-csrf-token': client.csrfToken },
    body,
  });
};

const selection = (ids: number[]) => ({ projectUid: project.uid, jobPartIds: ids });

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Jobs', ['de', 'fr']);
  created = await importJobs(pm, { projectUid: project.uid, targetLocales: ['de', 'fr'] }, sources);
});
afterAll(() => server.close());

describe('creating jobs', () => {
  it('makes one job per file and target locale with the segment and word counts of core', async () => {
    expect(created.jobs).toHaveLength(6);
    expect(created.jobs[0]).toMatchObject({
      workflowLevel: 1,
      creationTask: { status: 'RUNNING' },
    });
    const jobs = await listJobs();
    expect(jobs).toHaveLength(6);
    const ids = jobs.map((job) => `jobPart=${job.id}`).join('&');
    const counts = (await pm.get<SegmentsCount[]>(`/web/api/v9/job/getSegmentsCount?${ids}`)).body;
    for (const job of jobs) {
      expect(job.creationTask.status).toBe('OK');
      expect(job.workflowStep).toMatchObject({ id: -1 });
      const count = counts.find((entry) => entry.jobPartId === job.id);
      expect([count?.segmentsCount, count?.wordsCount]).toEqual(expectedCounts[job.fileName]);
    }
    const xliff = counts.find(
      (c) => jobs.find((j) => j.id === c.jobPartId)?.fileName === 'app.xlf',
    );
    expect(xliff).toMatchObject({
      confirmedSegmentsCount: 0,
      previousWorkflow: { completed: true },
    });
  });

  it('refuses a request without files or target locales with the spec messages', async () => {
    const noFile = await pm.post<ErrorReply>(
      '/api/v2/job',
      jobForm({ projectUid: project.uid, targetLocales: [] }, {}),
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors?.map((error) => error.message)).toEqual([
      jobMessages.fileRequired,
      jobMessages.targetLocaleRequired,
    ]);
    const foreign = await pm.post<ErrorReply>(
      '/api/v2/job',
      jobForm(
        { projectUid: project.uid, targetLocales: ['ja'] },
        { 'a.json': fixture('strings.json') },
      ),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.[0]?.field).toBe('targetLocales');
    const linguist = await server.as('linguist');
    const refused = await linguist.post(
      '/api/v2/job',
      jobForm(
        { projectUid: project.uid, targetLocales: ['de'] },
        { 'a.json': fixture('strings.json') },
      ),
    );
    expect(refused.status).toBe(403);
  });

  it('refuses new jobs in a project past its auto-deletion date', async () => {
    const other = await createProject(pm, 'Old');
    await server.ctx.db.kysely
      .updateTable('projects')
      .set({ auto_deletion_at: new Date(0).toISOString() })
      .where('id', '=', other.id)
      .execute();
    const reply = await pm.post<ErrorReply>(
      '/api/v2/job',
      jobForm(
        { projectUid: other.uid, targetLocales: ['de'] },
        { 'a.json': fixture('strings.json') },
      ),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe('JobCreationNotAllowed');
  });

  it('fails only the broken file, expands a zip, and imports the same twice', async () => {
    const result = await importJobs(
      pm,
      { projectUid: project.uid, targetLocales: ['de'] },
      {
        'broken.xlf': fixture('broken.xlf'),
        'bundle.zip': buildZip({
          'a/one.json': '{"a": "One two."}',
          'two.txt': 'Line one\nLine two',
        }),
      },
    );
    expect(result.jobs.map((job) => job.fileName)).toEqual(['broken.xlf', 'a/one.json', 'two.txt']);
    const ids = result.jobs.map((job) => job.id);
    const tasks = (
      await pm.get<Array<{ jobPartId: number; creationTask: { status: string; reason: string } }>>(
        `/web/api/v9/job/getBackgroundTasksBulk?${ids.map((id) => `jobPart=${id}`).join('&')}`,
      )
    ).body;
    expect(tasks.map((task) => task.creationTask.status)).toEqual(['ERROR', 'OK', 'OK']);
    expect(tasks[0]?.creationTask.reason).toMatch(/not well-formed at line 6/);

    const db = server.ctx.db.kysely;
    const snapshot = () =>
      db
        .selectFrom('segments')
        .innerJoin('jobs', 'jobs.id', 'segments.job_id')
        .select(['segments.job_id', 'ordinal', 'unit_id', 'lead', 'gap', 'source', 'target'])
        .where('jobs.creation_task_id', '=', result.task.id)
        .orderBy('segments.job_id')
        .orderBy('ordinal')
        .execute();
    const before = await snapshot();
    expect(before).toHaveLength(3);
    // A lease that ran out (a job that expired) hands the same task to a worker again.
    await runTaskAgain(server, result.task.id);
    expect((await waitForTask(pm, result.task.id)).status).toBe('OK');
    expect(await snapshot()).toEqual(before);
  });
});

describe('operations and downloads', () => {
  const partOf = async (fileName: string, locale = 'de') =>
    (await listJobs()).find((job) => job.fileName === fileName && job.targetLocale === locale)!;

  it('downloads the original file, one as is and several as a zip', async () => {
    const json = await partOf('strings.json');
    const one = await download(pm, '/api/job/getOriginalFiles', { jobPart: String(json.id) });
    expect(one.headers.get('content-disposition')).toContain('strings.json');
    expect(new Uint8Array(await one.arrayBuffer())).toEqual(fixture('strings.json'));
    const both = await partOf('strings.json', 'fr');
    const xlf = await partOf('app.xlf');
    const zip = await download(pm, '/api/job/getOriginalFiles', {
      jobPart: [String(json.id), String(both.id), String(xlf.id)],
    });
    const names = readZip(new Uint8Array(await zip.arrayBuffer())).map((entry) => entry.name);
    expect(names).toEqual(['strings.json', 'app.xlf']);
  });

  it('warns of empty targets, then of unconfirmed segments, and merges the targets back', async () => {
    const jobs = (await listJobs()).filter(
      (job) => job.targetLocale === 'de' && job.fileName in sources,
    );
    const ids = jobs.map((job) => String(job.id));
    const empty = await download(pm, '/api/job/getCompletedFiles', { jobPart: ids });
    expect(empty.status).toBe(400);
    const emptyBody = (await empty.json()) as ErrorReply & { details: { errorCode: string } };
    expect(emptyBody.details.errorCode).toBe('JobContainsEmptyTargets');
    expect(emptyBody.errorDescription).toBe(jobErrorCodes.JobContainsEmptyTargets);

    const copied = await pm.post('/api/job/copySourceToTarget', selection(jobs.map((j) => j.id)));
    expect(copied.status).toBe(200);
    const unconfirmed = await download(pm, '/api/job/getCompletedFiles', { jobPart: ids });
    expect(
      ((await unconfirmed.json()) as { details: { errorCode: string } }).details.errorCode,
    ).toBe('JobSegmentsUnconfirmed');

    const anyway = await download(pm, '/api/job/getCompletedFiles', {
      jobPart: ids,
      failOnWarnings: 'false',
    });
    expect(anyway.status).toBe(200);
    const entries = readZip(new Uint8Array(await anyway.arrayBuffer()));
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      'app_en_de_Default_NEW.xlf',
      'guide_en_de_Default_NEW.docx',
      'strings_en_de_Default_NEW.json',
    ]);
    for (const entry of entries) {
      const units = (await filterForFile(entry.name)!.parse(entry.data, {})).units;
      const original = (
        await filterForFile(entry.name)!.parse(
          sources[entry.name.replace(/_en_de_Default_NEW/, '') as keyof typeof sources],
          {},
        )
      ).units;
      expect(units.map((unit) => unit.source)).toEqual(original.map((unit) => unit.source));
      if (entry.name.endsWith('.xlf'))
        expect(units.map((unit) => unit.target)).toEqual(units.map((unit) => unit.source));
    }
  });

  it('writes a bilingual MXLIFF the mxliff filter reads back, and TMX and DOCX tables', async () => {
    const xlf = await partOf('app.xlf');
    const reply = await download(pm, '/api/job/getBilingualFile', {
      jobPart: String(xlf.id),
      format: 'MXLF',
    });
    expect(reply.headers.get('content-disposition')).toContain('.mxliff');
    const units = (
      await filterForFormat('mxliff')!.parse(new Uint8Array(await reply.arrayBuffer()), {})
    ).units;
    expect(units.map((unit) => [unit.source, unit.target])).toEqual([
      ['Hello world.', 'Hello world.'],
      ['How are you?', 'How are you?'],
      ['Save {1}changes{/1}', 'Save {1}changes{/1}'],
      ['Cancel', 'Cancel'],
    ]);
    const tmx = await download(pm, '/api/job/getBilingualFile', {
      jobPart: String(xlf.id),
      format: 'TMX',
    });
    expect(await tmx.text()).toContain('<seg>How are you?</seg>');
    const docxReply = await download(pm, '/api/job/getBilingualFile', {
      jobPart: String(xlf.id),
      format: 'DOCX',
    });
    const parts = readZip(new Uint8Array(await docxReply.arrayBuffer()));
    const document = new TextDecoder().decode(
      parts.find((p) => p.name === 'word/document.xml')!.data,
    );
    expect(document).toContain('How are you?');
  });

  it('deletes translations and refuses jobs whose import failed or belong to another organization', async () => {
    const json = await partOf('strings.json');
    await pm.post('/api/job/deleteAllTranslations', selection([json.id]));
    const empty = await download(pm, '/api/job/getCompletedFiles', { jobPart: String(json.id) });
    expect(empty.status).toBe(400);

    const failed = (await listJobs()).find((job) => job.fileName === 'broken.xlf')!;
    const refused = await pm.post<ErrorReply>(
      '/api/job/copySourceToTarget',
      selection([failed.id]),
    );
    expect(refused.body.errorCode).toBe('JobCreationNotFinished');
    const deleted = await pm.delete('/api/job', selection([failed.id]));
    expect(deleted.status).toBe(200);
    expect((await listJobs()).some((job) => job.id === failed.id)).toBe(false);

    const other = await (await createTenant(server, 'Elsewhere')).as('pm');
    expect((await other.get(`/api/job/list?jobPartIds=${json.id}`)).status).toBe(404);
    expect(
      (
        await other.post('/api/job/changeStatus', {
          ...selection([json.id]),
          newStatus: 'COMPLETED',
        })
      ).status,
    ).toBe(404);
    expect(
      (await download(other, '/api/job/getOriginalFiles', { jobPart: String(json.id) })).status,
    ).toBe(404);
  });
});
