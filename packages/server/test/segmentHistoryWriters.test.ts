import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import {
  assignTms,
  createTm,
  fillTm,
  preTranslate,
  pseudoTranslate,
} from './preTranslateHelpers.js';
import { audit, historyOf, newJob, save, saved, segments, strings } from './editorHelpers.js';

// The operations that write targets besides the editor keep their changes in the history too,
// one trace id per operation, and raise the versions an editor save is checked against.
let server: TestServer;
let pm: ApiClient;
let project: Project;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Writers');
  const tm = await createTm(pm, 'Writers memory');
  await fillTm(pm, tm, [{ source: strings.save, target: 'Speichern Sie Ihre Arbeit' }]);
  await assignTms(pm, project, { read: [tm], write: [tm] });
});
afterAll(() => server.close());

const selection = (jobPartId: number) => ({ projectUid: project.uid, jobPartIds: [jobPartId] });

async function traces(jobPartId: number) {
  const list = await segments(pm, jobPartId);
  return Promise.all(list.map((segment) => historyOf(pm, jobPartId, segment.id)));
}

describe('history of bulk writers', () => {
  it('pre-translation: one entry per written segment under the task id', async () => {
    const part = await newJob(pm, project);
    const task = await preTranslate(pm, selection(part));
    expect(task.status).toBe('OK');
    const [title, saveRow, menu] = await traces(part);
    expect(title).toEqual([]);
    expect(menu).toEqual([]);
    expect(saveRow).toEqual([
      expect.objectContaining({
        target: 'Speichern Sie Ihre Arbeit',
        matchOrigin: 'TM',
        workflowLevel: 1,
        modifiedBy: expect.objectContaining({ userName: 'pm' }),
        traceId: task.id,
      }),
    ]);
    expect((await segments(pm, part))[1]?.version).toBe(1);
  });

  it('copy source to target and delete translations: one trace id per operation', async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    await saved(pm, {
      jobPartId: part,
      segmentId: first!.id,
      target: 'Eigen',
      version: 0,
      confirm: false,
    });
    expect((await pm.post('/api/job/copySourceToTarget', selection(part))).status).toBe(200);
    const copied = await traces(part);
    expect(copied.map((history) => history[0]?.target)).toEqual([
      strings.title,
      strings.save,
      strings.menu,
    ]);
    expect(copied.map((history) => history[0]?.matchOrigin)).toEqual(['COPY', 'COPY', 'COPY']);
    const copyTrace = copied[0]![0]!.traceId;
    expect(new Set(copied.map((history) => history[0]?.traceId))).toEqual(new Set([copyTrace]));

    // The editor's version of before the copy is now older: its save is refused.
    const stale = await save(pm, {
      jobPartId: part,
      segmentId: first!.id,
      target: 'Zu spät',
      version: 1,
      confirm: false,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details?.segment).toMatchObject({ target: strings.title, version: 2 });

    const beforeDelete = server.clock.now().getTime();
    server.clock.advance(1000);
    expect((await pm.post('/api/job/deleteAllTranslations', selection(part))).status).toBe(200);
    const deleted = await traces(part);
    expect(deleted.map((history) => history[0]?.target)).toEqual(['', '', '']);
    const deleteTrace = deleted[0]![0]!.traceId;
    expect(deleteTrace).not.toBe(copyTrace);
    expect(deleted.map((history) => history.length)).toEqual([3, 2, 2]);

    const snapshot = await audit(pm, { jobParts: part, level: 1, snapshotTimestamp: beforeDelete });
    expect(
      snapshot.body[0]?.segments.map((segment) => [segment.targetText, segment.traceId]),
    ).toEqual([
      [strings.title, copyTrace],
      [strings.save, copyTrace],
      [strings.menu, copyTrace],
    ]);
  });

  it('pseudo-translation: one entry per segment under the task id', async () => {
    const part = await newJob(pm, project);
    const task = await pseudoTranslate(pm, selection(part));
    expect(task.status).toBe('OK');
    const history = await traces(part);
    expect(
      history.map((changes) => [changes.length, changes[0]?.matchOrigin, changes[0]?.traceId]),
    ).toEqual([
      [1, 'PSEUDO', task.id],
      [1, 'PSEUDO', task.id],
      [1, 'PSEUDO', task.id],
    ]);
  });
});
