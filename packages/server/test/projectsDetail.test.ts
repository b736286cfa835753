import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';

let server: TestServer;
let pm: ApiClient;
const ids = { translation: 0, revision: 0 };

async function stepId(name: string) {
  const row = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

const minimal = { name: 'Website', sourceLocale: 'en', targetLocales: ['de', 'fr'] };
const create = (body: object = minimal) => pm.post<Project>('/api/project', body);

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  ids.translation = await stepId('Translation');
  ids.revision = await stepId('Revision');
});
afterAll(() => server.close());

describe('the detail owners, automation widget link and active workflow step', () => {
  const db = () => server.ctx.db.kysely;
  const detail = async (uid: string) => (await pm.get<Project>(`/api/project?uid=${uid}`)).body;
  const organizationOf = async (userId: number) =>
    (
      await db()
        .selectFrom('users')
        .select('organization_id')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).organization_id;

  async function addJobParts(projectId: number, projectUid: string, parts: [number, string][]) {
    const now = server.clock.now().toISOString();
    const organizationId = (
      await db()
        .selectFrom('projects')
        .select('organization_id')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).organization_id;
    const job = await db()
      .insertInto('jobs')
      .values({
        organization_id: organizationId,
        project_id: projectId,
        project_uid: projectUid,
        uid: `job-${projectUid}`,
        internal_id: 1,
        parent_id: null,
        file_name: 'a.txt',
        source_lang: 'en',
        target_lang: 'de',
        file_blob_key: 'blob',
        skeleton_blob_key: null,
        format: null,
        import_settings: '{}',
        creation_task_id: 'task',
        creation_status: 'OK',
        creation_error: null,
        segments_count: 0,
        words_count: 0,
        characters_count: 0,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('job_parts')
      .values(
        parts.map(([stepId, status], index) => ({
          organization_id: organizationId,
          project_id: projectId,
          job_id: job.id,
          uid: `part-${projectUid}-${index}`,
          workflow_level: index + 1,
          workflow_step_id: stepId,
          status,
          date_due: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }

  it('answers globalId, rootOwner, the link, no vendor or buyer owner and no active step', async () => {
    const { body } = await create({ ...minimal, workflowStepIds: [ids.translation] });
    const project = await detail(body.uid);
    expect({
      globalId: project.globalId,
      rootOwner: project.rootOwner,
      vendorOwner: project.vendorOwner,
      buyerOwner: project.buyerOwner,
      automationWidgetLink: project.automationWidgetLink,
      activeWorkflowStep: project.activeWorkflowStep,
    }).toEqual({
      globalId: body.uid,
      rootOwner: { id: body.owner.id, userName: 'pm' },
      vendorOwner: null,
      buyerOwner: null,
      automationWidgetLink: `/web/project2/show/${body.uid}#automation-widget`,
      activeWorkflowStep: null,
    });
    expect(project.createdBy).toEqual({
      id: body.owner.id,
      userName: 'pm',
      organizationName: 'Demo',
    });
  });

  it('makes the first step with a part neither completed nor cancelled the active one', async () => {
    const { body } = await create({
      ...minimal,
      workflowStepIds: [ids.translation, ids.revision],
    });
    await addJobParts(body.id, body.uid, [
      [ids.translation, 'COMPLETED'],
      [ids.translation, 'CANCELLED'],
      [ids.revision, 'ASSIGNED'],
    ]);
    const revision = body.workflowSteps.find((step) => step.id === ids.revision);
    expect((await detail(body.uid)).activeWorkflowStep).toEqual({
      id: ids.revision,
      level: 2,
      name: 'Revision',
      type: revision?.type,
    });
    await db()
      .updateTable('job_parts')
      .set({ status: 'NEW' })
      .where('uid', '=', `part-${body.uid}-0`)
      .execute();
    expect((await detail(body.uid)).activeWorkflowStep?.id).toBe(ids.translation);
    await db()
      .updateTable('job_parts')
      .set({ status: 'COMPLETED_BY_LINGUIST' })
      .where('project_id', '=', body.id)
      .execute();
    expect((await detail(body.uid)).activeWorkflowStep).toBeNull();
  });

  it('names the vendor owner only while shared, from the vendor contact user', async () => {
    const { body } = await create();
    const vendor = await db()
      .selectFrom('vendors')
      .select('id')
      .where('name', '=', 'Lingua Partners')
      .executeTakeFirstOrThrow();
    const share = () => pm.post('/api/project/share', { uids: [body.uid], vendorIds: [vendor.id] });
    expect((await share()).status).toBe(204);
    // The demo's Lingua Partners is acted for by linguist2.
    expect((await detail(body.uid)).vendorOwner).toMatchObject({ userName: 'linguist2' });
    await db()
      .updateTable('vendors')
      .set({ buyer_user_id: body.owner.id })
      .where('id', '=', vendor.id)
      .execute();
    expect((await detail(body.uid)).vendorOwner).toEqual({ id: body.owner.id, userName: 'pm' });
    expect((await pm.post('/api/project/unshare', { uids: [body.uid] })).status).toBe(204);
    expect((await detail(body.uid)).vendorOwner).toBeNull();
  });

  it('names the buyer owner and offers the distinct buyers as filter values', async () => {
    expect((await pm.get('/api/project/buyers')).body).toEqual([]);
    const own = (await create({ ...minimal, name: 'Bought here' })).body;
    const other = (await create({ ...minimal, name: 'Bought elsewhere' })).body;
    const third = (await create({ ...minimal, name: 'Bought here too' })).body;
    const demoId = await organizationOf(own.owner.id);
    const globex = await db()
      .insertInto('organizations')
      .values({ name: 'Globex Buying', created_at: server.clock.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const setBuyer = (projectId: number, buyerId: number) =>
      db().updateTable('projects').set({ buyer_id: buyerId }).where('id', '=', projectId).execute();
    await setBuyer(own.id, demoId);
    await setBuyer(third.id, demoId);
    await setBuyer(other.id, globex.id);
    expect((await detail(own.uid)).buyerOwner).toEqual({ id: own.owner.id, userName: 'pm' });
    expect((await detail(other.uid)).buyerOwner).toBeNull();
    const buyers = await pm.get('/api/project/buyers');
    expect(buyers.status).toBe(200);
    expect(buyers.body).toEqual([
      { id: demoId, name: 'Demo' },
      { id: globex.id, name: 'Globex Buying' },
    ]);
  });
});
