import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatheredTm, Project, TbAssignment, TmAssignment } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let rival: ApiClient;
let project: Project;
beforeAll(async () => {
  server = await startServer();
  [pm, linguist] = await Promise.all([server.as('pm'), server.as('linguist')]);
  rival = await (await createTenant(server, 'Rival')).as('admin');
  project = await createProject(pm, 'Hidden');
});
afterAll(() => server.close());

describe("a project's job lists", () => {
  it('answer 404 for a project the caller cannot see, as for one that does not exist', async () => {
    for (const path of ['/api/job/listByProject', '/api/job/listAllIdsByProject']) {
      expect((await pm.get(`${path}?projectUid=${project.uid}`)).status, path).toBe(200);
      const missing = await pm.get(`${path}?projectUid=noSuchProject`);
      expect(missing.status, path).toBe(404);
      for (const outsider of [linguist, rival]) {
        const reply = await outsider.get(`${path}?projectUid=${project.uid}`);
        expect(reply.status, path).toBe(404);
        expect(reply.body).toEqual(missing.body);
      }
    }
  });
});

describe('a public memory or term base made private again', () => {
  it("leaves other organizations' assignments: no name or creator shows", async () => {
    const tm = await rival.post<{ id: number }>('/api/transMemory', {
      name: 'Shared then secret',
      sourceLang: 'en',
      targetLangs: ['de'],
      isPublic: true,
    });
    const tb = await rival.post<{ id: number }>('/api/termBase', {
      name: 'Shared terms then secret',
      langs: ['en', 'de'],
      isPublic: true,
    });
    // A locale's memories need one in write mode: the organization's own.
    const own = await pm.post<{ id: number }>('/api/transMemory', {
      name: 'Own',
      sourceLang: 'en',
      targetLangs: ['de'],
    });
    const assign = (path: string) => pm.writingGet(path);
    const tms = await assign(
      `/web/api/v2/project/setTransMemories?project=${project.uid}&targetLang=de&readTransMemory=${own.body.id}&readTransMemory=${tm.body.id}&writeTransMemory=${own.body.id}&penalty=0&penalty=0`,
    );
    expect(tms.status, tms.text).toBe(200);
    const tbs = await assign(
      `/web/api/v9/project/setTermBases?project=${project.uid}&targetLang=de&readTermBase=${tb.body.id}&priority=1`,
    );
    expect(tbs.status, tbs.text).toBe(200);
    const shown = async () => ({
      tms: (
        await pm.get<TmAssignment[]>(`/web/api/v2/project/getTransMemories?project=${project.uid}`)
      ).body.map((row) => row.name),
      gathered: (
        await pm.get<GatheredTm[]>(`/web/api/v4/transMemory/gatherByProject?project=${project.uid}`)
      ).body.map((row) => [row.transMemory.name, row.transMemory.createdBy.userName]),
      tbs: (
        await pm.get<TbAssignment[]>(`/web/api/v9/project/getTermBases?project=${project.uid}`)
      ).body.map((row) => [row.termBase.name, row.termBase.createdBy.organizationName]),
    });
    expect(await shown()).toEqual({
      tms: ['Own', 'Shared then secret'],
      gathered: [
        ['Own', 'pm'],
        ['Shared then secret', 'rival-admin'],
      ],
      tbs: [['Shared terms then secret', 'Rival']],
    });
    const hide = await rival.put(`/api/transMemory?id=${tm.body.id}`, {
      name: 'Shared then secret',
      sourceLang: 'en',
      targetLangs: ['de'],
      isPublic: false,
    });
    expect(hide.status, hide.text).toBe(200);
    const hideTb = await rival.put(`/api/termBase?id=${tb.body.id}`, {
      name: 'Shared terms then secret',
      langs: ['en', 'de'],
      isPublic: false,
    });
    expect(hideTb.status, hideTb.text).toBe(200);
    expect(await shown()).toEqual({ tms: ['Own'], gathered: [['Own', 'pm']], tbs: [] });
  });
});
