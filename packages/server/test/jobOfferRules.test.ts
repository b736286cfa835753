// Spec 001 sections 4-6 while a job has an open offer (issue #13 "Offers"), on every status path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, jobEditMessages, jobOfferMessages, type JobPart } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import type { ErrorReply } from './tenants.js';
import { waitForTask } from './fixtures/jobs/files.js';
import { preTranslate } from './preTranslateHelpers.js';
import {
  jobOf,
  listed,
  offer,
  offered,
  offersOf,
  offerVendors,
  projectWithJobs,
} from './jobOfferHelpers.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let linguist: ApiClient;
let lingua = 0;
let second = 0;
let linguistId = 0;

beforeAll(async () => {
  server = await startServer();
  admin = await server.as('admin');
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  ({ lingua, second, linguistId } = await offerVendors(server, admin));
});
afterAll(() => server.close());

describe('while an offer is open (spec 001 sections 4-6)', () => {
  it('refuses status changes of managers and linguists, and any assignee change; ADMIN may', async () => {
    const project = await projectWithJobs(pm, 'Held');
    const ids = { projectUid: project.uid, jobPartIds: project.parts };
    const task = await pm.post<{ id: string }>('/api/job/updateAsync', {
      ...ids,
      assignedUserIds: [linguistId],
    });
    await waitForTask(pm, task.body.id);
    await offered(pm, project.uid, project.parts, [lingua]);

    const managed = await pm.post<ErrorReply>('/api/job/changeStatus', {
      ...ids,
      newStatus: 'COMPLETED',
    });
    expect([managed.status, managed.body.errorDescription]).toEqual([
      400,
      jobEditMessages.offerStatus,
    ]);
    const accepted = await linguist.post<ErrorReply>('/api/job/changeStatus', {
      ...ids,
      newStatus: 'ASSIGNED',
    });
    expect([accepted.status, accepted.body.errorDescription]).toEqual([
      400,
      jobEditMessages.offerStatus,
    ]);
    const reassigned = await pm.post<ErrorReply>('/api/job/updateAsync', {
      ...ids,
      assignedVendorIds: [second],
    });
    expect([reassigned.status, reassigned.body.errorDescription]).toEqual([
      400,
      jobEditMessages.offerAssignees,
    ]);
    const edited = await pm.post<ErrorReply>('/api/job/updateAsync', {
      ...ids,
      newStatus: 'EMAILED',
    });
    expect(edited.body.errorDescription).toBe(jobEditMessages.offerStatus);
    const emailed = await pm.post<ErrorReply>('/api/job/email', {
      ...ids,
      subject: 'Reminder',
      body: 'Hello',
    });
    expect(emailed.status, emailed.text).toBe(200);
    expect((await listed(pm, project.parts)).map((item) => item.status)).toEqual(['NEW', 'NEW']);

    const linguaBuyer = await server.as('linguist2');
    const onOffer = async () =>
      (await offersOf(linguaBuyer)).filter((item) => project.parts.includes(item.jobPartId)).length;
    expect(await onOffer()).toBe(2);
    const byAdmin = await admin.post<{ jobs: JobPart[] }>('/api/job/changeStatus', {
      ...ids,
      newStatus: 'EMAILED',
    });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.body.jobs.map((item) => [item.status, item.hasOffer])).toEqual([
      ['EMAILED', true],
      ['EMAILED', true],
    ]);
    // Completed by an administrator, the job is no longer offered: a vendor cannot take it back.
    const completed = await admin.post<{ jobs: JobPart[] }>('/api/job/changeStatus', {
      ...ids,
      newStatus: 'COMPLETED',
    });
    expect(completed.body.jobs.map((item) => [item.status, item.hasOffer])).toEqual([
      ['COMPLETED', false],
      ['COMPLETED', false],
    ]);
    expect(await onOffer()).toBe(0);
  });

  it('refuses a second offer, and offers of completed or cancelled jobs', async () => {
    const project = await projectWithJobs(pm, 'Twice');
    const [de = 0, fr = 0] = project.parts;
    await offered(pm, project.uid, [de], [lingua]);
    const twice = await offer(pm, {
      projectUid: project.uid,
      jobPartIds: [de],
      vendorIds: [second],
    });
    expect([twice.status, twice.body.errorDescription]).toEqual([
      400,
      format(jobOfferMessages.alreadyOffered, { fileName: 'app.json', locale: 'de' }),
    ]);
    await pm.post('/api/job/changeStatus', {
      projectUid: project.uid,
      jobPartIds: [fr],
      newStatus: 'CANCELLED',
    });
    const cancelled = await offer(pm, {
      projectUid: project.uid,
      jobPartIds: [fr],
      vendorIds: [lingua],
    });
    expect([cancelled.status, cancelled.body.errorDescription]).toEqual([
      400,
      format(jobOfferMessages.finished, { fileName: 'app.json', locale: 'fr' }),
    ]);
    expect((await offersOf(linguist)).some((item) => item.jobPartId === de)).toBe(false);
  });
});

describe('the other status paths while an offer is open', () => {
  async function bilingualOf(part: number): Promise<Uint8Array> {
    const reply = await fetch(`${server.url}/api/job/getBilingualFile`, {
      method: 'POST',
      headers: { cookie: pm.cookie, 'x-csrf-token': pm.csrfToken },
      body: new URLSearchParams({ jobPart: String(part), format: 'MXLF' }),
    });
    expect(reply.status).toBe(200);
    return new Uint8Array(await reply.arrayBuffer());
  }

  function upload(part: number, data: Uint8Array) {
    const form = new FormData();
    form.set('format', 'MXLF');
    form.set('setCompleted', 'true');
    form.set('bilingualFile', new Blob([new Uint8Array(data)]), 'app_en-de-1.mxliff');
    return pm.post<ErrorReply>(`/web/api/v9/job/uploadBilingualFile?jobPart=${part}`, form);
  }

  it('refuses a bilingual upload that would complete the job, writing nothing', async () => {
    const project = await projectWithJobs(pm, 'Uploaded', ['de']);
    const [part = 0] = project.parts;
    const original = new TextDecoder().decode(await bilingualOf(part));
    const edited = original.replace(
      /<target>[^<]*<\/target>|<target\/>/,
      '<target>Hallo.</target>',
    );
    expect(edited).not.toBe(original);
    await offered(pm, project.uid, [part], [lingua]);
    const reply = await upload(part, new TextEncoder().encode(edited));
    expect([reply.status, reply.body.errorDescription]).toEqual([400, jobEditMessages.offerStatus]);
    expect((await jobOf(pm, part)).status).toBe('NEW');
    expect(new TextDecoder().decode(await bilingualOf(part))).toBe(original);
  });

  it("pre-translation's setJobStatusCompleted leaves an offered job's status", async () => {
    const project = await projectWithJobs(pm, 'Pre-translated', ['de', 'fr']);
    const [de = 0, fr = 0] = project.parts;
    await offered(pm, project.uid, [de], [lingua]);
    await preTranslate(pm, {
      projectUid: project.uid,
      jobPartIds: [de, fr],
      setJobStatusCompleted: true,
    });
    expect((await listed(pm, [de, fr])).map((item) => item.status)).toEqual(['NEW', 'COMPLETED']);
  });
});
