import { expect } from 'vitest';
import type { ErrorBody, JobPart, Project, SplitResponse } from '@tessera/contracts';
import type { ApiClient } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { encode } from './preTranslateHelpers.js';

// Shared by the split file tests.

/** Ten segments of two words each, in file order. */
export const tenTexts = [
  'Alpha beta.',
  'Gamma delta.',
  'Epsilon zeta.',
  'Eta theta.',
  'Iota kappa.',
  'Lambda mu.',
  'Nu xi.',
  'Omicron pi.',
  'Rho sigma.',
  'Tau upsilon.',
];

/** Imports the texts as one JSON job; answers its job parts, the first level first. */
export async function jobOfTexts(
  pm: ApiClient,
  project: Project,
  texts: readonly string[],
  workflowSettings: object[] = [],
): Promise<number[]> {
  const json = Object.fromEntries(texts.map((text, i) => [`s${i + 1}`, text]));
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: [project.targetLangs[0]], workflowSettings },
    { 'texts.json': encode(JSON.stringify(json, null, 2)) },
  );
  return [...created.jobs].sort((a, b) => a.workflowLevel - b.workflowLevel).map((job) => job.id);
}

type SplitCall = 'splitByPartsCount' | 'splitByPartSize' | 'splitByWordCount' | 'splitAfterSegment';

export const split = (client: ApiClient, call: SplitCall, jobParts: number[], body: unknown) =>
  client.post<SplitResponse & ErrorBody>(
    `/web/api/v9/job/${call}?${jobParts.map((id) => `jobPart=${id}`).join('&')}`,
    body,
  );

/** Splits and expects it to succeed; answers the new parts at the first level, in file order. */
export async function splitInto(
  client: ApiClient,
  call: SplitCall,
  jobParts: number[],
  body: unknown,
): Promise<JobPart[]> {
  const reply = await split(client, call, jobParts, body);
  expect(reply.status, reply.text).toBe(200);
  return firstLevel(reply.body.jobs);
}

export const firstLevel = (parts: readonly JobPart[]) =>
  parts
    .filter((part) => part.workflowLevel === 1)
    .sort((a, b) => (a.splitPart?.number ?? 0) - (b.splitPart?.number ?? 0));

export async function listed(client: ApiClient, ids: readonly number[]) {
  return client.get<{ jobs: JobPart[] } & ErrorBody>(`/api/job/list?jobPartIds=${ids.join(',')}`);
}

/** The job parts of the project's list at one level (what the project page shows). */
export async function projectList(client: ApiClient, project: Project, level = 1) {
  const reply = await client.get<{ jobs: JobPart[] }>(
    `/api/job/listByProject?projectUid=${project.uid}&level=${level}`,
  );
  expect(reply.status, reply.text).toBe(200);
  return reply.body.jobs;
}
