import { afterAll, beforeAll } from 'vitest';
import { matchScore } from '@tessera/core';
import type { PreTranslateInput, Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { assignTms, createTm, encode, fillTm, segmentsOf } from './preTranslateHelpers.js';

// The server, project and memories the pre-translation test files share: importing this module
// registers their set-up in the importing file (each file gets its own server).
export let server: TestServer;
export let pm: ApiClient;
export let project: Project;
export const tm = { read: 0, write: 0 };

// One file, five segments: a 101% match (its neighbours are the memory unit's context), a 100%
// match (other context), a fuzzy match, a non-translatable and a segment no memory knows.
export const strings = {
  title: 'Welcome to Tessera',
  save: 'Save your work',
  menu: 'Open the file menu now',
  count: '42 %',
  fresh: 'Nothing in memory matches this',
};
export const appJson = encode(JSON.stringify(strings, null, 2));
const units = [
  { source: 'Welcome to Tessera', target: 'Willkommen bei Tessera', next: 'Save your work' },
  { source: 'Save your work', target: 'Speichern Sie Ihre Arbeit', prev: 'Something else' },
  { source: 'Open the file menu', target: 'Öffnen Sie das Dateimenü' },
];
export const fuzzyScore = matchScore(strings.menu, 'Open the file menu');
export const [TITLE, SAVE, MENU, COUNT] = [0, 1, 2, 3];

export async function newJob(into: Project = project, file = appJson, name = 'app.json') {
  const created = await importJobs(
    pm,
    { projectUid: into.uid, targetLocales: ['de'] },
    {
      [name]: file,
    },
  );
  return created.jobs[0]!.id;
}

export const request = (
  jobPartId: number,
  flags: Partial<PreTranslateInput> = {},
  into = project,
) => ({
  projectUid: into.uid,
  jobPartIds: [jobPartId],
  ...flags,
});

export const targets = async (jobPartId: number) =>
  (await segmentsOf(server, jobPartId)).map((segment) => segment.target);

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Pre-translation');
  tm.read = await createTm(pm, 'Pre-translation memory');
  tm.write = await createTm(pm, 'Confirmed by pre-translation');
  await fillTm(pm, tm.read, units);
  await assignTms(pm, project, { read: [tm.read, tm.write], write: [tm.write] });
});
afterAll(() => server.close());
