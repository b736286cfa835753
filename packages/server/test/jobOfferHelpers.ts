// What the job offer tests share: the demo's vendors, jobs to offer, and the offer calls.
import { expect } from 'vitest';
import type { JobOfferAnswer, JobPart, Vendor, VendorJobOffers } from '@tessera/contracts';
import { createProject, type ApiClient, type TestServer } from './harness.js';
import { userId, type ErrorReply } from './tenants.js';
import { importJobs } from './fixtures/jobs/files.js';

const json = (text: string) => new TextEncoder().encode(JSON.stringify({ text }));

/** Lingua Partners (the demo's, linguist2 acts for it) and a second vendor linguist acts for. */
export async function offerVendors(server: TestServer, admin: ApiClient) {
  const linguistId = await userId(server, 'linguist');
  const vendors = await admin.get<Vendor[]>('/web/api/v9/vendor/list');
  const lingua = vendors.body.find((vendor) => vendor.name === 'Lingua Partners')?.id ?? 0;
  const created = await admin.post<Vendor>('/api/setup/vendors', {
    name: 'Second Vendor',
    buyerUserId: linguistId,
  });
  expect(created.status, created.text).toBe(201);
  return { lingua, second: created.body.id, linguistId };
}

export async function projectWithJobs(pm: ApiClient, name: string, locales = ['de', 'fr']) {
  const project = await createProject(pm, name, locales);
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: locales },
    { 'app.json': json('Hi.') },
  );
  return { uid: project.uid, parts: created.jobs.map((job) => job.id) };
}

export async function listed(pm: ApiClient, ids: readonly number[]): Promise<JobPart[]> {
  const reply = await pm.get<{ jobs: JobPart[] }>(`/api/job/list?jobPartIds=${ids.join(',')}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.jobs;
}

export async function jobOf(pm: ApiClient, id: number): Promise<JobPart> {
  const [found] = await listed(pm, [id]);
  if (!found) throw new Error(`job part ${id} is not listed`);
  return found;
}

export function offer(client: ApiClient, body: object) {
  return client.post<{ jobs: JobPart[] } & ErrorReply>('/api/job/offer', body);
}

export async function offered(
  pm: ApiClient,
  projectUid: string,
  jobPartIds: number[],
  vendorIds: number[],
) {
  const reply = await offer(pm, { projectUid, jobPartIds, vendorIds });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.jobs;
}

export async function offersOf(client: ApiClient) {
  const reply = await client.get<VendorJobOffers>('/api/job/offers');
  expect(reply.status, reply.text).toBe(200);
  return reply.body.offers;
}

export async function offerIdOf(client: ApiClient, jobPartId: number): Promise<number> {
  const found = (await offersOf(client)).find((item) => item.jobPartId === jobPartId);
  if (!found) throw new Error(`no offer of job part ${jobPartId}`);
  return found.offerId;
}

export const answer = (client: ApiClient, kind: 'accept' | 'decline', body: object) =>
  client.post<JobOfferAnswer & ErrorReply>(`/api/job/offer/${kind}`, body);
