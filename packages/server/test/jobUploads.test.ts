import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  jobServerMessages,
  type JobCreateResponse,
  type JobPart,
  type Project,
  type SegmentsCount,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import type { ErrorReply } from './tenants.js';
import { buildZip, fixture, jobForm, waitForTask } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

const upload = (files: Record<string, Uint8Array>, importSettings: object = {}) =>
  pm.post<JobCreateResponse>(
    '/api/v2/job',
    jobForm({ projectUid: project.uid, targetLocales: ['de'], importSettings }, files),
  );
const listJobs = async () =>
  (await pm.get<{ jobs: JobPart[] }>(`/api/job/listByProject?projectUid=${project.uid}`)).body.jobs;
const notSupported = (fileName: string) =>
  format(jobServerMessages.formatNotSupported, { fileName });

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Uploads');
});
afterAll(() => server.close());

describe('uploads that cannot work are refused at once', () => {
  it('refuses a file no filter reads, alone or in a zip, and makes no job', async () => {
    const reply = await upload({
      'strings.json': fixture('strings.json'),
      // An AutoCAD drawing: no filter reads it.
      'plan.dwg': new TextEncoder().encode('AC1032'),
    });
    expect(reply.status).toBe(400);
    const errors = (reply.body as unknown as ErrorReply).errors;
    expect(errors).toEqual([{ field: 'file', message: notSupported('plan.dwg') }]);
    const zipped = await upload({ 'bundle.zip': buildZip({ 'docs/setup.exe': 'MZ' }) });
    expect((zipped.body as unknown as ErrorReply).errors?.[0]?.message).toBe(
      notSupported('docs/setup.exe'),
    );
    expect(await listJobs()).toEqual([]);
  });

  it('reads any name with the file format chosen in the import settings', async () => {
    const reply = await upload(
      { 'notes.text': new TextEncoder().encode('Hello.') },
      { fileFormat: 'txt' },
    );
    expect(reply.status, reply.text).toBe(200);
  });

  it('imports a 0-byte file as a job without segments, and downloads it empty', async () => {
    const reply = await upload({ 'empty.json': new Uint8Array(0) });
    expect(reply.status, reply.text).toBe(200);
    expect((await waitForTask(pm, reply.body.task.id)).status).toBe('OK');
    const [job] = reply.body.jobs;
    const [listed] = await listJobs();
    expect(listed?.creationTask.status).toBe('OK');
    const [counts] = (
      await pm.get<SegmentsCount[]>(`/web/api/v9/job/getSegmentsCount?jobPart=${job?.id}`)
    ).body;
    expect(counts?.segmentsCount).toBe(0);
    const completed = await fetch(`${server.url}/api/job/getCompletedFiles`, {
      method: 'POST',
      headers: { cookie: pm.cookie, 'x-csrf-token': pm.csrfToken },
      body: new URLSearchParams({ jobPart: String(job?.id) }),
    });
    expect(completed.status).toBe(200);
    expect((await completed.arrayBuffer()).byteLength).toBe(0);
  });
});
