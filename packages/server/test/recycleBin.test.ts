import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Project, ProjectListItem } from '@tessera/contracts';
import { loadConfig } from '../src/config.js';
import { sweepRecycleBin } from '../src/modules/recycleBin/service.js';
import { RECYCLE_BIN_SWEEP, scheduleRecycleBinSweep } from '../src/modules/recycleBin/sweep.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';

// Auto-deletion (spec 000 section 4): Recycle Bin on the date, deleted for good 30 days later.
const DAY = 86_400_000;
const RETENTION_DAYS = 10;
let server: TestServer;
let pm: ApiClient;
let admin: ApiClient;

const projectOf = (client: ApiClient, name: string) => createProject(client, name);
const detail = async (uid: string) => pm.get<Project>(`/api/project?uid=${uid}`);
const listed = async (path: string) =>
  (await pm.get<ProjectListItem[]>(path)).body.map((project) => project.name);

// The test clock runs on with real time: the date lies between the request and the answer.
function expectRetentionFrom(asked: number, date: string): void {
  const from = Date.parse(date) - RETENTION_DAYS * DAY;
  expect(from).toBeGreaterThanOrEqual(asked);
  expect(from).toBeLessThanOrEqual(server.clock.now().getTime());
}

// Sessions last 14 days, so moving time on by more logs in again.
async function travel(ms: number): Promise<void> {
  server.clock.advance(ms);
  [pm, admin] = await Promise.all([server.as('pm'), server.as('admin')]);
}

beforeAll(async () => {
  server = await startServer({ projectRetentionDays: RETENTION_DAYS });
  await travel(0);
});
afterAll(() => server.close());

describe('configuration', () => {
  it('keeps projects 365 days unless TESSERA_PROJECT_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).projectRetentionDays).toBe(365);
    expect(loadConfig({ TESSERA_PROJECT_RETENTION_DAYS: '30' }).projectRetentionDays).toBe(30);
    expect(() => loadConfig({ TESSERA_PROJECT_RETENTION_DAYS: 'soon' })).toThrow();
  });
});

describe('the sweep', () => {
  it('bins a project on its date and deletes it for good 30 days later', async () => {
    const project = await projectOf(pm, 'Expiring');
    const kept = await projectOf(pm, 'Kept');
    await server.ctx.db.kysely
      .updateTable('projects')
      .set({ auto_deletion_at: new Date(Date.now() + 400 * DAY).toISOString() })
      .where('id', '=', kept.id)
      .execute();
    expect(Date.parse(project.autoDeletionDateTime) - Date.parse(project.dateCreated)).toBe(
      RETENTION_DAYS * DAY,
    );
    expect(await sweepRecycleBin(server.ctx)).toEqual({ binned: 0, purged: 0 });

    await travel(RETENTION_DAYS * DAY + 60_000);
    expect((await detail(project.uid)).body.jobCreationAllowed).toBe(false);
    expect(await sweepRecycleBin(server.ctx)).toEqual({ binned: 1, purged: 0 });
    const binnedAt = server.clock.now().getTime();
    expect(await listed('/api/project/list')).toEqual(['Kept']);
    const bin = await pm.get<ProjectListItem[]>('/api/project/recycleBin');
    expect(bin.body.map((item) => item.name)).toEqual(['Expiring']);
    const item = bin.body[0];
    expect(item?.jobCreationAllowed).toBe(false);
    expect(Date.parse(item?.autoRecycleDate ?? '')).toBeGreaterThanOrEqual(
      binnedAt - 60_000 + 30 * DAY,
    );
    expect((await detail(project.uid)).body).toMatchObject({ jobCreationAllowed: false });

    await travel(29 * DAY);
    expect(await sweepRecycleBin(server.ctx)).toEqual({ binned: 0, purged: 0 });
    await travel(DAY + 60_000);
    expect(await sweepRecycleBin(server.ctx)).toEqual({ binned: 0, purged: 1 });
    expect((await detail(project.uid)).status).toBe(404);
    expect(await listed('/api/project/recycleBin')).toEqual([]);
    expect((await detail(kept.uid)).status).toBe(200);
  });

  it('runs every minute as a schedule of the task queue, which main.ts registers', async () => {
    const project = await projectOf(pm, 'Timed');
    await travel(RETENTION_DAYS * DAY + 60_000);
    scheduleRecycleBinSweep(server.ctx);
    expect(await server.ctx.tasks.schedules()).toContain(RECYCLE_BIN_SWEEP);
    await server.ctx.tasks.trigger(RECYCLE_BIN_SWEEP);
    await vi.waitFor(
      async () => expect((await detail(project.uid)).body.autoRecycleDate).not.toBeNull(),
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe('postponing, deleting and restoring', () => {
  it('postpones by the retention from now and takes the project out of the bin', async () => {
    const project = await projectOf(pm, 'Postponed');
    await travel(RETENTION_DAYS * DAY + 60_000);
    await sweepRecycleBin(server.ctx);
    expect(await listed('/api/project/list?name=Postponed')).toEqual([]);
    const asked = server.clock.now().getTime();
    const reply = await pm.writingGet<Project>(
      `/web/api/v9/project/postponeDeletion?project=${project.uid}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ jobCreationAllowed: true, autoRecycleDate: null });
    expectRetentionFrom(asked, reply.body.autoDeletionDateTime);
    expect(await listed('/api/project/list?name=Postponed')).toEqual(['Postponed']);
    expect(await sweepRecycleBin(server.ctx)).toEqual({ binned: 0, purged: 0 });
  });

  it('postponing needs edit rights', async () => {
    const project = await projectOf(admin, 'Admins');
    const reply = await pm.writingGet(
      `/web/api/v9/project/postponeDeletion?project=${project.uid}`,
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ errorCode: 'Forbidden' });
  });

  it('DELETE moves to the Recycle Bin; restoring needs delete rights and keeps a date ahead', async () => {
    const project = await projectOf(pm, 'Deleted by hand');
    expect((await pm.delete(`/api/project?uid=${project.uid}`)).status).toBe(204);
    expect(await listed('/api/project/list?name=hand')).toEqual([]);
    expect(await listed('/api/project/recycleBin?name=hand')).toEqual(['Deleted by hand']);
    expect((await detail(project.uid)).body.jobCreationAllowed).toBe(false);

    const other = await server.as('linguist');
    expect((await other.post(`/api/project/restore?uid=${project.uid}`)).status).toBe(404);
    const adminsProject = await projectOf(admin, 'Admin deleted');
    await admin.delete(`/api/project?uid=${adminsProject.uid}`);
    expect((await pm.post(`/api/project/restore?uid=${adminsProject.uid}`)).status).toBe(403);

    const restored = await pm.post<Project>(`/api/project/restore?uid=${project.uid}`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      jobCreationAllowed: true,
      autoDeletionDateTime: project.autoDeletionDateTime,
    });
    expect(await listed('/api/project/list?name=hand')).toEqual(['Deleted by hand']);
  });

  it('restoring a project past its date moves the date on', async () => {
    const project = await projectOf(pm, 'Late restore');
    await travel(RETENTION_DAYS * DAY + 60_000);
    await sweepRecycleBin(server.ctx);
    const asked = server.clock.now().getTime();
    const restored = await pm.post<Project>(`/api/project/restore?uid=${project.uid}`);
    expectRetentionFrom(asked, restored.body.autoDeletionDateTime);
    expect(await sweepRecycleBin(server.ctx)).toEqual({ binned: 0, purged: 0 });
  });
});
