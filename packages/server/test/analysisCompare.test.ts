import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMessages, type JobPart, type Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { analyse, segmentsByBand, unitsOf, updateSegment, xliff } from './analysisHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
const parts = { translation: 0, revision: 0 };

const translated = [
  {
    source: 'Save your changes before you close the window.',
    target: 'Speichern Sie Ihre Änderungen, bevor Sie das Fenster schließen.',
  },
  { source: 'The file could not be opened.', target: 'Die Datei konnte nicht geöffnet werden.' },
  {
    source: 'Choose a folder for the exported reports.',
    target: 'Wählen Sie einen Ordner für die exportierten Berichte.',
  },
  { source: 'Press Enter to continue.', target: 'Drücken Sie die Eingabetaste, um fortzufahren.' },
];
// The reviser's edits: one word of nine, and a new translation.
const revised = {
  2: 'Die Datei konnte leider nicht geöffnet werden.',
  4: 'Weiter mit der Eingabetaste.',
};

const stepId = async (name: string) =>
  (
    await server.ctx.db.kysely
      .selectFrom('workflow_steps')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

const compare = (jobPartIds: number[], compareWorkflowLevel: number | undefined, level = 2) =>
  pm.post('/api/analysis/create', {
    projectUid: project.uid,
    jobPartIds,
    level,
    type: 'Compare',
    compareWorkflowLevel,
  });

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Revised', ['de'], {
    workflowStepIds: [await stepId('Translation'), await stepId('Revision')],
  });
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'] },
    { 'manual.xlf': xliff(translated) },
  );
  for (const job of created.jobs)
    parts[job.workflowLevel === 1 ? 'translation' : 'revision'] = job.id;
  // The translator delivers: completing level 1 keeps its targets for later comparison.
  const completed = await pm.post<{ jobs: JobPart[] }>('/api/job/changeStatus', {
    projectUid: project.uid,
    jobPartIds: [parts.translation],
    newStatus: 'COMPLETED',
  });
  expect(completed.status, completed.text).toBe(200);
  for (const [ordinal, target] of Object.entries(revised))
    await updateSegment(server, parts.revision, Number(ordinal), { target });
});
afterAll(() => server.close());

describe('Compare analyses', () => {
  it('measures the revised targets against the targets the translation step delivered', async () => {
    const analysis = await analyse(pm, {
      projectUid: project.uid,
      jobPartIds: [parts.revision],
      level: 2,
      type: 'Compare',
      compareWorkflowLevel: 1,
    });
    expect(analysis).toMatchObject({ type: 'Compare', options: { compareWorkflowLevel: 1 } });
    const { data } = analysis.jobs[0]!;
    expect(data.match100).toMatchObject(unitsOf([translated[0]!.source, translated[2]!.source]));
    expect(data.match85).toMatchObject(unitsOf([translated[1]!.source]));
    expect(data.match0).toMatchObject(unitsOf([translated[3]!.source]));
    expect(segmentsByBand(data)).toEqual({ match100: 2, match85: 1, match0: 1 });
  });

  it('counts every segment unchanged against a level that was never completed', async () => {
    const analysis = await analyse(pm, {
      projectUid: project.uid,
      jobPartIds: [parts.translation],
      type: 'Compare',
      compareWorkflowLevel: 2,
    });
    expect(segmentsByBand(analysis.total)).toEqual({ match100: 4 });
  });

  it('refuses the selected jobs’ own level and a level the project does not have', async () => {
    const own = await compare([parts.revision], 2);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({
      errors: [{ field: 'compareWorkflowLevel', message: analysisMessages.compareLevelIsCurrent }],
    });
    const missing = await compare([parts.revision], 3);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: [{ field: 'compareWorkflowLevel', message: analysisMessages.compareLevelUnknown }],
    });
    const none = await compare([parts.revision], undefined);
    expect(none.body).toMatchObject({
      errors: [{ field: 'compareWorkflowLevel', message: 'Compare with is required.' }],
    });
  });
});
