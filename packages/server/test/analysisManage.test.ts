import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisBandLabels,
  analysisMessages,
  type Analysis,
  type AnalysisListItem,
  type Project,
} from '@tessera/contracts';
import { firstSheetRows } from '@tessera/filters';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { analyse, xliff } from './analysisHelpers.js';
import { createTenant, type Tenant } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
let other: Tenant;
let first: Analysis;
let second: Analysis;

const sources = [
  { source: 'Print the invoice.' },
  { source: 'Print the invoice.' },
  { source: 'Send it by mail today.' },
];

const listOf = async (client: ApiClient, uid = project.uid) =>
  client.get<AnalysisListItem[]>(`/api/analysis/listByProject?projectUid=${uid}`);

const download = (id: number, format: string) =>
  fetch(`${server.url}/api/analysis/download?id=${id}&format=${format}`, {
    headers: { cookie: pm.cookie },
  });

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  other = await createTenant(server, 'Elsewhere');
  project = await createProject(pm, 'Managed analyses', ['de', 'fr']);
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de', 'fr'] },
    { 'mail.xlf': xliff(sources) },
  );
  const jobPartIds = created.jobs.map((job) => job.id);
  first = await analyse(pm, { projectUid: project.uid, jobPartIds, type: 'PreAnalyse' });
  second = await analyse(pm, {
    projectUid: project.uid,
    jobPartIds: jobPartIds.slice(0, 1),
    type: 'PreAnalyse',
    name: 'Quote for the client',
  });
});
afterAll(() => server.close());

describe('GET /api/analysis/listByProject', () => {
  it('lists the project’s analyses newest first with the spec’s columns', async () => {
    const reply = await listOf(pm);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      {
        id: second.id,
        innerId: 2,
        name: 'Quote for the client',
        linguist: null,
        type: 'PreAnalyse',
        dateCreated: second.dateCreated,
        createdBy: second.createdBy,
        organization: { id: expect.any(Number), name: 'Demo' },
        languages: [{ sourceLocale: 'en', targetLocale: 'de' }],
        selectable: true,
      },
      expect.objectContaining({
        id: first.id,
        innerId: 1,
        name: 'Analysis #1',
        languages: [
          { sourceLocale: 'en', targetLocale: 'de' },
          { sourceLocale: 'en', targetLocale: 'fr' },
        ],
      }),
    ]);
  });

  it('keeps repetitions within a target locale', () => {
    expect(first.jobs.map((job) => [job.targetLocale, job.data.repetitions.segments])).toEqual([
      ['de', 1],
      ['fr', 1],
    ]);
    expect(first.total.repetitions.segments).toBe(2);
  });

  it('answers 404 to another organization and 403 to linguists', async () => {
    const stranger = await other.as('pm');
    expect((await listOf(stranger)).status).toBe(404);
    expect((await stranger.get(`/api/analysis?id=${first.id}`)).status).toBe(404);
    const linguist = await server.as('linguist');
    expect((await listOf(linguist)).status).toBe(403);
    expect((await linguist.get(`/api/analysis?id=${first.id}`)).status).toBe(403);
  });
});

describe('renaming and deleting', () => {
  it('renames with PUT /api/analysis?id and refuses a blank name', async () => {
    const renamed = await pm.put<Analysis>(`/api/analysis?id=${first.id}`, {
      name: ' Final count ',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ id: first.id, name: 'Final count', innerId: 1 });
    expect((await pm.get<Analysis>(`/api/analysis?id=${first.id}`)).body.name).toBe('Final count');
    const blank = await pm.put(`/api/analysis?id=${first.id}`, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      errors: [{ field: 'name', message: analysisMessages.nameRequired }],
    });
    const stranger = await other.as('pm');
    expect((await stranger.put(`/api/analysis?id=${first.id}`, { name: 'Mine' })).status).toBe(404);
  });

  it('deletes all listed analyses or none', async () => {
    const stranger = await other.as('admin');
    const refused = await stranger.delete(`/web/api/v2/analyse/delete?analyse=${second.id}`);
    expect(refused.status).toBe(404);
    const partly = await pm.delete(
      `/web/api/v2/analyse/delete?analyse=${second.id}&analyse=999999`,
    );
    expect(partly.status).toBe(404);
    expect((await listOf(pm)).body).toHaveLength(2);
    const deleted = await pm.delete(`/web/api/v2/analyse/delete?analyse=${second.id}`);
    expect(deleted.status).toBe(204);
    expect((await listOf(pm)).body.map((item) => item.id)).toEqual([first.id]);
    expect((await pm.get(`/api/analysis?id=${second.id}`)).status).toBe(404);
  });
});

describe('GET /api/analysis/download', () => {
  const bandRows = (analysis: Analysis) => analysis.jobs.length * 12 + 12;

  it('downloads CSV with one row per job and band and the total', async () => {
    const reply = await download(first.id, 'CSV');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('filename="Final count.csv"');
    const lines = (await reply.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Job file,Target locale,Band,Segments,Words,Characters,Percent');
    expect(lines).toHaveLength(1 + bandRows(first));
    const de = first.jobs[0]!.data;
    expect(lines).toContain(
      `mail.xlf,de,${analysisBandLabels.repetitions},1,${de.repetitions.words},${de.repetitions.characters},${de.repetitions.percent}`,
    );
    expect(lines.at(-1)).toBe(
      `Total,,Total,${first.total.all.segments},${first.total.all.words},${first.total.all.characters},100`,
    );
  });

  it('downloads XLSX that reads back as the same table', async () => {
    const reply = await download(first.id, 'XLSX');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('filename="Final count.xlsx"');
    const rows = firstSheetRows(new Uint8Array(await reply.arrayBuffer()), 1e8).map(
      (row) => row.cells,
    );
    expect(rows[0]).toEqual([
      'Job file',
      'Target locale',
      'Band',
      'Segments',
      'Words',
      'Characters',
      'Percent',
    ]);
    expect(rows).toHaveLength(1 + bandRows(first));
    expect(rows.at(-1)).toEqual([
      'Total',
      '',
      'Total',
      String(first.total.all.segments),
      String(first.total.all.words),
      String(first.total.all.characters),
      '100',
    ]);
  });

  it('refuses an unknown format', async () => {
    expect((await download(first.id, 'PDF')).status).toBe(400);
  });
});
