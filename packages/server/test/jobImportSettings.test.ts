import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@tessera/contracts';
import { filterForFormat } from '@tessera/filters';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { fixture } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Import settings');
});
afterAll(() => server.close());

/** Uploads the deck with the settings and reads the job's segments back from its MXLIFF. */
async function importedSources(importSettings: object): Promise<string[]> {
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'], importSettings },
    { 'launch-deck.pptx': fixture('office/launch-deck.pptx') },
  );
  const mxliff = await fetch(`${server.url}/api/job/getBilingualFile`, {
    method: 'POST',
    headers: { cookie: pm.cookie, 'x-csrf-token': pm.csrfToken },
    body: new URLSearchParams({ jobPart: String(created.jobs[0]?.id), format: 'MXLF' }),
  });
  const bytes = new Uint8Array(await mxliff.arrayBuffer());
  return (await filterForFormat('mxliff')!.parse(bytes, {})).units.map((unit) => unit.source);
}

describe('file import settings reach the filter through a job upload', () => {
  it('protects what msPowerPointTagRegexp matches in a PowerPoint file', async () => {
    expect(await importedSources({})).toContain('Ships to 12 countries from March.');
    expect(await importedSources({ msPowerPointTagRegexp: '\\d+' })).toContain(
      'Ships to {1/} countries from March.',
    );
  });
});
