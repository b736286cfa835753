import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetMessages,
  assignmentMessages,
  CSRF_HEADER,
  format,
  type GatheredTm,
  type Project,
  type TbAssignment,
  type TbCandidate,
  type TmAssignment,
  type TmCandidates,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let admin: ApiClient;
let linguist: ApiClient;
let rival: ApiClient;
const tm = {
  site: 0,
  legal: 0,
  third: 0,
  extra: 0,
  reverse: 0,
  japanese: 0,
  rivalPublic: 0,
  rivalOwn: 0,
};
const tb = { site: 0, glossary: 0, rivalPublic: 0, rivalOwn: 0 };
const steps = { translation: 0, revision: 0 };
let project: Project;

const query = (params: Record<string, string | number | number[] | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      search.append(key, String(item));
  return search.toString();
};
// The set calls are GETs that change data: the client sends the CSRF token as on a POST.
const change = <T>(client: ApiClient, url: string) =>
  client.request<T>('GET', url, undefined, { [CSRF_HEADER]: client.csrfToken });
const setTms = (client: ApiClient, params: Parameters<typeof query>[0]) =>
  change<TmAssignment[]>(client, `/web/api/v2/project/setTransMemories?${query(params)}`);
const setTbs = (client: ApiClient, params: Parameters<typeof query>[0]) =>
  change<TbAssignment[]>(client, `/web/api/v9/project/setTermBases?${query(params)}`);
const messages = (body: unknown) => (body as ErrorReply).errors?.map((error) => error.message);

async function createTm(
  client: ApiClient,
  name: string,
  source: string,
  targets: string[],
  isPublic = false,
) {
  const reply = await client.post<{ id: number }>('/api/transMemory', {
    name,
    sourceLang: source,
    targetLangs: targets,
    isPublic,
  });
  return reply.body.id;
}
async function createTb(client: ApiClient, name: string, langs: string[], isPublic = false) {
  const reply = await client.post<{ id: number }>('/api/termBase', { name, langs, isPublic });
  return reply.body.id;
}

beforeAll(async () => {
  server = await startServer();
  [pm, admin, linguist] = await Promise.all([
    server.as('pm'),
    server.as('admin'),
    server.as('linguist'),
  ]);
  rival = await (await createTenant(server, 'Rival')).as('admin');
  for (const name of ['Translation', 'Revision'] as const) {
    const row = await server.ctx.db.kysely
      .selectFrom('workflow_steps')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    steps[name === 'Translation' ? 'translation' : 'revision'] = row.id;
  }
  Object.assign(tm, {
    site: await createTm(pm, 'Site', 'en', ['de', 'fr']),
    legal: await createTm(pm, 'Legal', 'en', ['de', 'fr']),
    third: await createTm(pm, 'Third', 'en', ['de', 'fr']),
    extra: await createTm(pm, 'Extra', 'en', ['de']),
    reverse: await createTm(pm, 'Backwards', 'de', ['en']),
    japanese: await createTm(pm, 'Japanese', 'en', ['ja']),
    rivalPublic: await createTm(rival, 'Shared', 'en', ['de', 'fr'], true),
    rivalOwn: await createTm(rival, 'Secret', 'en', ['de']),
  });
  Object.assign(tb, {
    site: await createTb(pm, 'Site terms', ['en', 'de', 'fr']),
    glossary: await createTb(pm, 'Glossary', ['en', 'de']),
    rivalPublic: await createTb(rival, 'Shared terms', ['en', 'de'], true),
    rivalOwn: await createTb(rival, 'Secret terms', ['en', 'de']),
  });
  const created = await pm.post<Project>('/api/project', {
    name: 'Assets',
    sourceLocale: 'en',
    targetLocales: ['de', 'fr'],
    workflowStepIds: [steps.translation, steps.revision],
  });
  project = created.body;
});
afterAll(() => server.close());

describe('translation memory assignments', () => {
  it('saves read, write and penalty per locale and answers them with the memory and step', async () => {
    const saved = await setTms(pm, {
      project: project.uid,
      readTransMemory: [tm.site, tm.rivalPublic, tm.reverse],
      writeTransMemory: [tm.site],
      penalty: [0, 5, 10],
      targetLang: 'de',
    });
    expect(saved.status).toBe(200);
    const reply = await linguist.get(`/web/api/v2/project/getTransMemories?project=${project.uid}`);
    expect(reply.status).toBe(404);
    const listed = await admin.get<TmAssignment[]>(
      `/web/api/v2/project/getTransMemories?project=${project.uid}`,
    );
    expect(listed.body).toEqual(saved.body);
    expect(
      listed.body.map((item) => [item.name, item.readMode, item.writeMode, item.penalty]),
    ).toEqual([
      ['Site', true, true, 0],
      ['Shared', true, false, 5],
      ['Backwards', true, false, 10],
    ]);
    expect(listed.body[0]).toEqual({
      id: tm.site,
      name: 'Site',
      client: null,
      tmSourceLocale: 'en',
      tmTargetLocales: ['de', 'fr'],
      projectTargetLocale: 'de',
      targetLang: 'de',
      workflowStepId: null,
      workflowStepName: 'Default',
      workflowStepOrd: 0,
      readMode: true,
      writeMode: true,
      penalty: 0,
      isOverride: false,
      isReverse: false,
      isPublic: false,
    });
    expect(listed.body[1]).toMatchObject({ isPublic: true, isReverse: false });
    expect(listed.body[2]).toMatchObject({
      isPublic: false,
      isReverse: true,
      tmSourceLocale: 'de',
    });
  });

  it('refuses a set call without the CSRF token and keeps the assignments', async () => {
    const url = `/web/api/v2/project/setTransMemories?${query({ project: project.uid })}`;
    expect((await pm.get(url)).status).toBe(403);
    const listed = await pm.get<TmAssignment[]>(
      `/web/api/v2/project/getTransMemories?project=${project.uid}`,
    );
    expect(listed.body).toHaveLength(3);
  });

  it('enforces the save rules with the messages of the specification', async () => {
    const base = { project: project.uid, targetLang: 'de' };
    const cases: Array<[Parameters<typeof query>[0], string]> = [
      [
        {
          readTransMemory: [tm.site, tm.legal, tm.extra],
          writeTransMemory: [tm.site, tm.legal, tm.extra],
        },
        format(assetMessages.tmWriteLimit, { locale: 'de' }),
      ],
      [
        {
          readTransMemory: [tm.site, tm.legal, tm.third],
          writeTransMemory: [tm.site, tm.legal, tm.third],
          targetLang: undefined,
        },
        format(assetMessages.tmWriteLimitMany, { locales: 'de, fr' }),
      ],
      [
        { readTransMemory: [tm.site] },
        format(assetMessages.tmNeedsWrite, { step: 'Default', locale: 'de' }),
      ],
      [
        { readTransMemory: [tm.site, tm.rivalPublic], writeTransMemory: [tm.site, tm.rivalPublic] },
        format(assignmentMessages.tmPublicNoWrite, { name: 'Shared' }),
      ],
      [
        { readTransMemory: [tm.reverse], writeTransMemory: [tm.reverse] },
        format(assignmentMessages.tmReverseNoWrite, { name: 'Backwards' }),
      ],
      [
        { readTransMemory: [tm.site], writeTransMemory: [tm.site], penalty: [7] },
        assignmentMessages.tmPenalty,
      ],
      [
        { readTransMemory: [tm.japanese], writeTransMemory: [tm.japanese] },
        format(assignmentMessages.tmNotFitting, { name: 'Japanese', source: 'en', target: 'de' }),
      ],
      [
        { readTransMemory: [tm.site], writeTransMemory: [tm.site], workflowStep: 999_999 },
        format(assignmentMessages.unknownWorkflowStep, { id: 999_999 }),
      ],
    ];
    for (const [params, message] of cases) {
      const reply = await setTms(pm, { ...base, ...params });
      expect(reply.status, message).toBe(400);
      expect(messages(reply.body)).toContain(message);
    }
    const listed = await pm.get<TmAssignment[]>(
      `/web/api/v2/project/getTransMemories?project=${project.uid}`,
    );
    expect(listed.body.map((item) => item.name)).toEqual(['Site', 'Shared', 'Backwards']);
  });

  it('allows at most 10 memories per project', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 11; index += 1)
      ids.push(await createTm(pm, `Bulk ${index}`, 'en', ['fr']));
    const reply = await setTms(pm, {
      project: project.uid,
      readTransMemory: ids,
      writeTransMemory: [ids[0] ?? 0],
      targetLang: 'fr',
    });
    expect(reply.status).toBe(400);
    expect(messages(reply.body)).toEqual([assignmentMessages.tmProjectLimit]);
  });

  it('answers 404 for another organization: its project, its private memory', async () => {
    const url = `/web/api/v2/project/getTransMemories?project=${project.uid}`;
    expect((await rival.get(url)).status).toBe(404);
    expect((await setTms(rival, { project: project.uid })).status).toBe(404);
    const secret = await setTms(pm, {
      project: project.uid,
      readTransMemory: [tm.rivalOwn],
      writeTransMemory: [tm.rivalOwn],
      targetLang: 'de',
    });
    expect(secret.status).toBe(404);
  });

  it('needs edit rights to change: a manager may read but not change an admin project', async () => {
    const created = await admin.post<Project>('/api/project', {
      name: 'Admin owned',
      sourceLocale: 'en',
      targetLocales: ['de'],
    });
    const uid = created.body.uid;
    expect((await pm.get(`/web/api/v2/project/getTransMemories?project=${uid}`)).status).toBe(200);
    expect((await setTms(pm, { project: uid })).status).toBe(403);
  });

  it('overrides a step, and gatherByProject answers the memories in effect per step', async () => {
    const all = await setTms(pm, {
      project: project.uid,
      readTransMemory: [tm.legal],
      writeTransMemory: [tm.legal],
      penalty: [1],
      workflowStep: steps.revision,
      targetLang: 'de',
    });
    expect(all.status).toBe(200);
    const fr = await setTms(pm, {
      project: project.uid,
      readTransMemory: [tm.site],
      writeTransMemory: [tm.site],
      targetLang: 'fr',
    });
    expect(fr.status).toBe(200);
    const gather = (step?: number) =>
      pm.get<GatheredTm[]>(
        `/web/api/v4/transMemory/gatherByProject?${query({ project: project.uid, workflowStep: step })}`,
      );
    const revision = await gather(steps.revision);
    expect(
      revision.body.map((item) => [item.targetLang, item.transMemory.name, item.penalty]),
    ).toEqual([
      ['de', 'Legal', 1],
      ['fr', 'Site', 0],
    ]);
    expect(revision.body[0]?.workflowStep).toEqual({
      id: steps.revision,
      name: 'Revision',
      ord: expect.any(Number),
    });
    const byDefault = await gather();
    expect(byDefault.body.map((item) => item.transMemory.name)).toEqual([
      'Site',
      'Shared',
      'Backwards',
      'Site',
    ]);
    expect(byDefault.body[1]?.transMemory).toMatchObject({
      isPublic: true,
      createdBy: { organizationName: 'Rival' },
    });
    const listed = await pm.get<TmAssignment[]>(
      `/web/api/v2/project/getTransMemories?project=${project.uid}`,
    );
    expect(listed.body.find((item) => item.isOverride)).toMatchObject({
      workflowStepId: steps.revision,
      workflowStepName: 'Revision',
      name: 'Legal',
    });
  });

  it('lists memories by locale pair: own, public of others, reverse ones flagged', async () => {
    const reply = await pm.get<TmCandidates>(
      '/web/api/v4/transMemory/listByLocales?sourceLang=en&targetLang=de&name=s',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.relevant.map((item) => [item.name, item.isPublic, item.isReverse])).toEqual([
      ['Backwards', false, true],
      ['Shared', true, false],
      ['Site', false, false],
    ]);
    const missing = await pm.get('/web/api/v4/transMemory/listByLocales?targetLang=de');
    expect(messages(missing.body)).toEqual([assetMessages.sourceLocaleNotSpecified]);
  });
});

describe('term base assignments', () => {
  it('saves read, write, QA and priority per locale', async () => {
    const saved = await setTbs(pm, {
      project: project.uid,
      readTermBase: [tb.site, tb.rivalPublic],
      writeTermBase: [tb.site],
      qualityAssuranceTermBase: [tb.site],
      priority: [1, 2],
      targetLang: 'de',
    });
    expect(saved.status).toBe(200);
    const listed = await pm.get<TbAssignment[]>(
      `/web/api/v9/project/getTermBases?project=${project.uid}`,
    );
    expect(listed.body).toEqual([
      {
        termBase: {
          id: tb.site,
          name: 'Site terms',
          langs: ['en', 'de', 'fr'],
          client: null,
          isPublic: false,
          createdBy: { organizationName: 'Demo' },
        },
        readMode: true,
        writeMode: true,
        qualityAssurance: true,
        priority: 1,
        targetLang: 'de',
      },
      expect.objectContaining({
        termBase: expect.objectContaining({ id: tb.rivalPublic, isPublic: true }),
        readMode: true,
        writeMode: false,
        priority: 2,
      }),
    ]);
  });

  it('enforces QA-needs-read, read-only public term bases, priorities and locales', async () => {
    const cases: Array<[Parameters<typeof query>[0], string]> = [
      [
        { qualityAssuranceTermBase: [tb.glossary], targetLang: 'de' },
        format(assetMessages.tbQaNeedsRead, { name: 'Glossary', locale: 'de' }),
      ],
      [
        { qualityAssuranceTermBase: [tb.site] },
        format(assetMessages.tbQaNeedsReadAllLocales, { name: 'Site terms' }),
      ],
      [
        { readTermBase: [tb.rivalPublic], writeTermBase: [tb.rivalPublic], targetLang: 'de' },
        format(assignmentMessages.tbPublicNoWrite, { name: 'Shared terms' }),
      ],
      [{ readTermBase: [tb.site], priority: [3], targetLang: 'de' }, assignmentMessages.tbPriority],
      [
        { readTermBase: [tb.glossary], targetLang: 'fr' },
        format(assignmentMessages.tbNoLang, { name: 'Glossary', locale: 'fr' }),
      ],
      [
        { readTermBase: [tb.site], targetLang: 'ja' },
        format(assignmentMessages.unknownTargetLang, { locale: 'ja' }),
      ],
    ];
    for (const [params, message] of cases) {
      const reply = await setTbs(pm, { project: project.uid, ...params });
      expect(reply.status, message).toBe(400);
      expect(messages(reply.body)).toContain(message);
    }
    const secret = await setTbs(pm, { project: project.uid, readTermBase: [tb.rivalOwn] });
    expect(secret.status).toBe(404);
    expect(
      (await rival.get(`/web/api/v9/project/getTermBases?project=${project.uid}`)).status,
    ).toBe(404);
  });

  it('lists term bases by locales with the target locales each supports', async () => {
    const reply = await pm.get<TbCandidate[]>(
      '/web/api/v2/termBase/listByLocales?sourceLang=en&targetLang=fr&targetLang=de',
    );
    expect(
      reply.body.map((item) => [
        item.name,
        item.isPublic,
        item.termBasesWithSupportedTargetLocales,
      ]),
    ).toEqual([
      ['Glossary', false, ['de']],
      ['Shared terms', true, ['de']],
      ['Site terms', false, ['fr', 'de']],
    ]);
    expect(reply.body[1]?.createdBy.organizationName).toBe('Rival');
  });
});

describe('template assignments', () => {
  it('saves TMs and TBs on a template and copies them into a project created from it', async () => {
    const template = await pm.post<{ id: number }>('/api/v2/projectTemplate', {
      projectTemplateName: 'With assets',
      sourceLocale: 'en',
      targetLocales: ['de', 'fr'],
    });
    const id = template.body.id;
    const tms = await change<TmAssignment[]>(
      pm,
      `/web/api/v2/projectTemplate/setTransMemories?${query({
        template: id,
        readTransMemory: [tm.site, tm.reverse],
        writeTransMemory: [tm.site],
        targetLang: 'de',
      })}`,
    );
    expect(tms.status).toBe(200);
    const tbs = await change<TbAssignment[]>(
      pm,
      `/web/api/v9/projectTemplate/setTermBases?${query({ template: id, readTermBase: [tb.site] })}`,
    );
    expect(tbs.body.map((item) => item.targetLang)).toEqual(['de', 'fr']);
    expect(
      (await pm.get<TmAssignment[]>(`/web/api/v2/projectTemplate/getTransMemories?template=${id}`))
        .body,
    ).toEqual(tms.body);
    expect(
      (await rival.get(`/web/api/v9/projectTemplate/getTermBases?template=${id}`)).status,
    ).toBe(404);

    const created = await pm.post<Project>('/api/project', {
      name: 'From template',
      projectTemplateId: id,
      targetLocales: ['de'],
    });
    expect(created.status).toBe(201);
    const copied = await pm.get<TmAssignment[]>(
      `/web/api/v2/project/getTransMemories?project=${created.body.uid}`,
    );
    expect(copied.body).toEqual(tms.body);
    const copiedTbs = await pm.get<TbAssignment[]>(
      `/web/api/v9/project/getTermBases?project=${created.body.uid}`,
    );
    expect(copiedTbs.body.map((item) => item.targetLang)).toEqual(['de']);
  });
});
