// Offers of jobs to vendors (issue #13 "Offers"): offering, the vendors' side, who may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  jobOfferMessages,
  type JobPart,
  type Project,
  type Vendor,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply, type Tenant } from './tenants.js';
import { waitForTask } from './fixtures/jobs/files.js';
import {
  answer,
  jobOf,
  offer,
  offered,
  offerIdOf,
  offersOf,
  offerVendors,
  projectWithJobs,
} from './jobOfferHelpers.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let linguist: ApiClient;
let linguist2: ApiClient;
let lingua = 0;
let second = 0;
let linguistId = 0;
let other: Tenant;

beforeAll(async () => {
  server = await startServer();
  admin = await server.as('admin');
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguist2 = await server.as('linguist2');
  ({ lingua, second, linguistId } = await offerVendors(server, admin));
  other = await createTenant(server, 'Offers Elsewhere');
});
afterAll(() => server.close());

describe('offering jobs to vendors', () => {
  it("lists the offer on the vendors' side; accepting assigns the vendor and sets Accepted", async () => {
    const project = await projectWithJobs(pm, 'Offered', ['de']);
    const [part = 0] = project.parts;
    const [answered] = await offered(pm, project.uid, [part], [lingua, second]);
    expect(answered?.hasOffer).toBe(true);
    const detail = await pm.get<Project>(`/api/project?uid=${project.uid}`);
    expect(detail.body.vendorNames).toEqual(['Lingua Partners', 'Second Vendor']);

    const offers = await offersOf(linguist2);
    expect(offers.filter((item) => item.jobPartId === part)).toMatchObject([
      {
        vendor: { id: lingua, name: 'Lingua Partners' },
        project: { uid: project.uid, name: 'Offered' },
        fileName: 'app.json',
        sourceLocale: 'en',
        targetLocale: 'de',
        workflowStep: 'Default',
        offeredBy: 'Paula Manager',
      },
    ]);
    expect((await offersOf(linguist)).map((item) => item.vendor.name)).toContain('Second Vendor');
    expect(await offersOf(pm)).toEqual([]);

    const offerId = await offerIdOf(linguist2, part);
    const accepted = await answer(linguist2, 'accept', { offerId, vendorId: lingua });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.status).toBe('ACCEPTED');
    const after = await jobOf(pm, part);
    expect(after.assignees).toMatchObject([{ id: lingua, type: 'VENDOR' }]);
    expect(after.status).toBe('ASSIGNED');
    expect(after.hasOffer).toBe(false);
    const history = await pm.get<Array<{ status: string }>>(
      `/web/api/v9/job/getStatusChangesBulk?jobPart=${part}`,
    );
    expect(JSON.stringify(history.body)).toContain('ASSIGNED');
    expect((await pm.get<Project>(`/api/project?uid=${project.uid}`)).body.status).toBe('ASSIGNED');
    const late = await answer(linguist, 'accept', { offerId, vendorId: second });
    expect(late.status).toBe(409);
    expect(late.body.errorDescription).toBe(jobOfferMessages.offerClosed);
    expect((await offersOf(linguist)).some((item) => item.offerId === offerId)).toBe(false);
  });

  it('closes the offer as declined once every vendor declined it', async () => {
    const project = await projectWithJobs(pm, 'Declined');
    const [part = 0] = project.parts;
    await offered(pm, project.uid, [part], [lingua, second]);
    const offerId = await offerIdOf(linguist2, part);
    const first = await answer(linguist2, 'decline', { offerId, vendorId: lingua });
    expect(first.body.status).toBe('OPEN');
    expect((await offersOf(linguist2)).some((item) => item.offerId === offerId)).toBe(false);
    expect((await jobOf(pm, part)).hasOffer).toBe(true);
    const again = await answer(linguist2, 'decline', { offerId, vendorId: lingua });
    expect(again.status).toBe(409);
    expect(again.body.errorDescription).toBe(jobOfferMessages.alreadyAnswered);
    const last = await answer(linguist, 'decline', { offerId, vendorId: second });
    expect(last.body.status).toBe('DECLINED');
    const after = await jobOf(pm, part);
    expect([after.hasOffer, after.status, after.assignees]).toEqual([false, 'NEW', []]);
  });

  it('withdraws open offers, and refuses to withdraw where none is open', async () => {
    const project = await projectWithJobs(pm, 'Withdrawn');
    await offered(pm, project.uid, project.parts, [lingua]);
    const offerId = await offerIdOf(linguist2, project.parts[0] ?? 0);
    const withdrawn = await pm.post<{ jobs: JobPart[] }>('/api/job/offer/withdraw', {
      projectUid: project.uid,
      jobPartIds: project.parts,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.jobs.map((item) => item.hasOffer)).toEqual([false, false]);
    expect((await offersOf(linguist2)).some((item) => item.offerId === offerId)).toBe(false);
    const accept = await answer(linguist2, 'accept', { offerId, vendorId: lingua });
    expect(accept.status).toBe(409);
    const again = await pm.post<ErrorReply>('/api/job/offer/withdraw', {
      projectUid: project.uid,
      jobPartIds: project.parts,
    });
    expect(again.status).toBe(400);
    expect(again.body.errorDescription).toBe(
      format(jobOfferMessages.noOpenOffer, { fileName: 'app.json', locale: 'de' }),
    );
  });

  it('lets only one of two concurrent accepts win', async () => {
    const project = await projectWithJobs(pm, 'Raced', ['de']);
    const [part = 0] = project.parts;
    await offered(pm, project.uid, [part], [lingua, second]);
    const offerId = await offerIdOf(linguist2, part);
    const replies = await Promise.all([
      answer(linguist2, 'accept', { offerId, vendorId: lingua }),
      answer(linguist, 'accept', { offerId, vendorId: second }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const after = await jobOf(pm, part);
    expect(after.assignees).toHaveLength(1);
    const winner = replies[0]?.status === 200 ? lingua : second;
    expect(after.assignees[0]?.id).toBe(winner);
  });
});

describe('who may offer and answer', () => {
  it("answers 404 to another organization's users and to users not acting for the vendor", async () => {
    const project = await projectWithJobs(pm, 'Guarded', ['de']);
    const [part = 0] = project.parts;
    await offered(pm, project.uid, [part], [lingua]);
    const offerId = await offerIdOf(linguist2, part);
    const body = { offerId, vendorId: lingua };
    for (const client of [pm, admin, linguist, await other.as('admin'), await other.as('linguist')])
      expect((await answer(client, 'accept', body)).status).toBe(404);
    expect((await answer(linguist, 'decline', body)).status).toBe(404);
    expect((await offersOf(await other.as('pm'))).length).toBe(0);
    const theirs = await offer(await other.as('pm'), {
      projectUid: project.uid,
      jobPartIds: [part],
      vendorIds: [lingua],
    });
    expect(theirs.status).toBe(404);
    const withdraw = await (
      await other.as('admin')
    ).post('/api/job/offer/withdraw', {
      projectUid: project.uid,
      jobPartIds: [part],
    });
    expect(withdraw.status).toBe(404);
    expect((await jobOf(pm, part)).hasOffer).toBe(true);
  });

  it('refuses linguists offering (403), bad input and foreign vendors (400), changing nothing', async () => {
    const project = await projectWithJobs(pm, 'Refused', ['de']);
    const [part = 0] = project.parts;
    const base = { projectUid: project.uid, jobPartIds: [part] };
    const foreign = await (
      await other.as('admin')
    ).post<Vendor>('/api/setup/vendors', {
      name: 'Foreign Vendor',
    });
    const refusals = [
      await offer(pm, { ...base, vendorIds: [] }),
      await offer(pm, { ...base }),
      await offer(pm, { ...base, jobPartIds: ['x'], vendorIds: [lingua] }),
      await offer(pm, { ...base, vendorIds: [foreign.body.id] }),
    ];
    expect(refusals.map((reply) => reply.status)).toEqual([400, 400, 400, 400]);
    expect(refusals[0]?.body.errorDescription).toBe('Choose at least one vendor.');
    expect(refusals[3]?.body.errorDescription).toBe(
      format(jobOfferMessages.unknownVendor, { id: foreign.body.id }),
    );
    const task = await pm.post<{ id: string }>('/api/job/updateAsync', {
      ...base,
      assignedUserIds: [linguistId],
    });
    await waitForTask(pm, task.body.id);
    expect((await offer(linguist, { ...base, vendorIds: [lingua] })).status).toBe(403);
    for (const body of [{}, { offerId: 'x', vendorId: lingua }, { offerId: 1 }])
      expect((await answer(linguist2, 'accept', body)).status).toBe(400);
    expect((await jobOf(pm, part)).hasOffer).toBe(false);
    const detail = await pm.get<Project>(`/api/project?uid=${project.uid}`);
    expect(detail.body.vendorNames).toEqual([]);
  });

  it('tells the session whether the user acts for a vendor', async () => {
    const session = async (client: ApiClient) =>
      (await client.get<{ user: { actsForVendor: boolean } }>('/api/session')).body.user;
    expect((await session(linguist2)).actsForVendor).toBe(true);
    expect((await session(pm)).actsForVendor).toBe(false);
  });
});
