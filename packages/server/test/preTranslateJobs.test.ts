// Pre-translation's job and project statuses, project settings, job creation, selection and rights.
import { describe, expect, it } from 'vitest';
import { preTranslateMessages, type Project } from '@tessera/contracts';
import { createProject } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { assignTms, completedFile, preTranslate, segmentsOf } from './preTranslateHelpers.js';
import { createTenant, userId, type ErrorReply } from './tenants.js';
import {
  appJson,
  newJob,
  pm,
  project,
  request,
  server,
  strings,
  targets,
  TITLE,
  tm,
} from './preTranslateFixture.js';

describe('statuses, project settings and the completed file', () => {
  const projectOf = async (uid: string) => (await pm.get<Project>(`/api/project?uid=${uid}`)).body;

  it('completes the jobs and records it in their status history', async () => {
    const part = await newJob();
    await preTranslate(pm, request(part, { setJobStatusCompleted: true }));
    const jobs = await pm.get<{ jobs: Array<{ id: number; status: string }> }>(
      `/api/job/list?jobPartIds=${part}`,
    );
    expect(jobs.body.jobs[0]?.status).toBe('COMPLETED');
    const history = await pm.get<
      Array<{ statusChanges: Array<{ status: string; createdBy: { userName: string } }> }>
    >(`/web/api/v9/job/getStatusChangesBulk?jobPart=${part}`);
    expect(
      history.body[0]?.statusChanges.map((change) => [change.status, change.createdBy.userName]),
    ).toEqual([
      ['NEW', 'pm'],
      ['COMPLETED', 'pm'],
    ]);
  });

  it('completes the project only once all its jobs are completed', async () => {
    const own = await createProject(pm, 'Completed by pre-translation');
    const first = await newJob(own);
    const second = await newJob(own, appJson, 'other.json');
    await preTranslate(
      pm,
      request(first, { setJobStatusCompleted: true, setProjectStatusCompleted: true }, own),
    );
    expect((await projectOf(own.uid)).status).toBe('NEW');
    await preTranslate(
      pm,
      request(second, { setJobStatusCompleted: true, setProjectStatusCompleted: true }, own),
    );
    expect((await projectOf(own.uid)).status).toBe('COMPLETED');
  });

  it("takes the project's pre-translate settings in place of the request's flags", async () => {
    const own = await createProject(pm, 'With pre-translate settings', ['de'], {
      preTranslateSettings: {
        useTranslationMemory: true,
        useMachineTranslation: false,
        tmMatchThreshold: 100,
        preTranslateNonTranslatables: true,
        confirm101Match: true,
        lockNonTranslatable: true,
        completeJobsOncePretranslated: true,
      },
    });
    await assignTms(pm, own, { read: [tm.read], write: [tm.read] });
    const part = await newJob(own);
    await preTranslate(
      pm,
      request(
        part,
        {
          useTranslationMemory: false,
          confirm100Matches: true,
          useProjectPreTranslateSettings: true,
        },
        own,
      ),
    );
    const segments = await segmentsOf(server, part);
    expect(segments.map((s) => [s.target, s.confirmed_levels, s.locked_levels])).toEqual([
      ['Willkommen bei Tessera', 1, 0],
      ['Speichern Sie Ihre Arbeit', 0, 0],
      ['', 0, 0],
      ['42 %', 0, 1],
      ['', 0, 0],
    ]);
    const jobs = await pm.get<{ jobs: Array<{ status: string }> }>(
      `/api/job/list?jobPartIds=${part}`,
    );
    expect(jobs.body.jobs[0]?.status).toBe('COMPLETED');
  });

  it('downloads the completed file with the translations in place', async () => {
    const part = await newJob();
    await preTranslate(pm, request(part, { preTranslateNonTranslatables: true }));
    const file = await completedFile(server, pm, part);
    expect(JSON.parse(new TextDecoder().decode(file.data))).toEqual({
      title: 'Willkommen bei Tessera',
      save: 'Speichern Sie Ihre Arbeit',
      menu: 'Öffnen Sie das Dateimenü',
      count: '42 %',
      fresh: strings.fresh,
    });
  });
});

describe('jobs created with preTranslate', () => {
  it("pre-translates each new job with the project's settings once imported", async () => {
    const own = await createProject(pm, 'Pre-translate on creation', ['de'], {
      preTranslateSettings: {
        useMachineTranslation: false,
        tmMatchThreshold: 100,
        confirm100Match: true,
      },
    });
    await assignTms(pm, own, { read: [tm.read], write: [tm.read] });
    const asked = await importJobs(
      pm,
      { projectUid: own.uid, targetLocales: ['de'], preTranslate: true },
      { 'app.json': appJson },
    );
    const skipped = await importJobs(
      pm,
      { projectUid: own.uid, targetLocales: ['de'] },
      { 'plain.json': appJson },
    );
    await server.ctx.tasks.idle();
    const segments = await segmentsOf(server, asked.jobs[0]!.id);
    expect(segments.map((s) => [s.target, s.confirmed_levels])).toEqual([
      ['Willkommen bei Tessera', 0],
      ['Speichern Sie Ihre Arbeit', 1],
      ['', 0],
      ['', 0],
      ['', 0],
    ]);
    expect(await targets(skipped.jobs[0]!.id)).toEqual(['', '', '', '', '']);
  });
});

describe('selection fields', () => {
  it('pre-translates every job the filters match with selectAllOnServer', async () => {
    const own = await createProject(pm, 'Selected on the server');
    await assignTms(pm, own, { read: [tm.read], write: [tm.read] });
    const chosen = await newJob(own, appJson, 'chosen.json');
    const other = await newJob(own, appJson, 'other.json');
    const task = await preTranslate(pm, {
      projectUid: own.uid,
      selectAllOnServer: true,
      fileName: 'chosen',
    });
    expect(task.result.jobs.map((job) => job.jobPartId)).toEqual([chosen]);
    expect((await targets(chosen))[TITLE]).toBe('Willkommen bei Tessera');
    expect((await targets(other))[TITLE]).toBe('');
  });
});

describe('validation and rights', () => {
  it('answers 400 naming the field and changes nothing', async () => {
    const part = await newJob();
    const threshold = await pm.post<ErrorReply>(
      '/api/job/preTranslate',
      request(part, { translationMemoryThreshold: 'high' as unknown as number }),
    );
    expect(threshold.status).toBe(400);
    expect(threshold.body.errors).toEqual([
      { field: 'translationMemoryThreshold', message: preTranslateMessages.thresholdNotNumber },
    ]);
    const flag = await pm.post<ErrorReply>(
      '/api/job/preTranslate',
      request(part, { overwrite: 'yes' as unknown as boolean }),
    );
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toEqual([
      { field: 'overwrite', message: preTranslateMessages.flagNotBoolean },
    ]);
    const range = await pm.post<ErrorReply>(
      '/api/job/preTranslate',
      request(part, { translationMemoryThreshold: 70 }),
    );
    expect(range.body.errors).toEqual([
      { field: 'translationMemoryThreshold', message: preTranslateMessages.thresholdRange },
    ]);
    await server.ctx.tasks.idle();
    expect(await targets(part)).toEqual(['', '', '', '', '']);
  });

  it("answers 404 for another organization's jobs and 403 to a linguist", async () => {
    const part = await newJob();
    const other = await createTenant(server, 'Elsewhere');
    const stranger = await other.as('pm');
    expect((await stranger.post('/api/job/preTranslate', request(part))).status).toBe(404);
    const theirs = await stranger.post('/api/job/pseudoTranslate', request(part));
    expect(theirs.status).toBe(404);

    const linguistId = await userId(server, 'linguist');
    const created = await importJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: [{ workflowStepId: -1, assignedUserIds: [linguistId] }],
      },
      { 'assigned.json': appJson },
    );
    const linguist = await server.as('linguist');
    const refused = await linguist.post('/api/job/preTranslate', request(created.jobs[0]!.id));
    expect(refused.status).toBe(403);
    expect(
      (await linguist.post('/api/job/pseudoTranslate', request(created.jobs[0]!.id))).status,
    ).toBe(403);
    await server.ctx.tasks.idle();
    expect(await targets(created.jobs[0]!.id)).toEqual(['', '', '', '', '']);
  });
});
