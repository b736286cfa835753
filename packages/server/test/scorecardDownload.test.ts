import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoringMessages, type JobCreateResponse, type ScoringConfigs } from '@tessera/contracts';
import { csvTableRows, firstSheetRows } from '@tessera/filters';
import { importJobs } from './fixtures/jobs/files.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { download } from './preTranslateHelpers.js';
import { importSampleModel, tenWords } from './scoringSetup.js';
import { createTenant, stepId, userId } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let projectUid: string;
let part: { de: number; fr: number; translation: number };

const cellsOf = (rows: Array<{ cells: string[] }>) => rows.map((row) => row.cells);

beforeAll(async () => {
  server = await startServer();
  const modelId = await importSampleModel(server);
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  const project = await createProject(pm, 'Scorecards', ['de', 'fr'], {
    workflowStepIds: [await stepId(server, 'Translation'), await stepId(server, 'Scoring')],
    scoringModelIdsByWorkflowStepId: { [await stepId(server, 'Scoring')]: modelId },
  });
  projectUid = project.uid;
  const created: JobCreateResponse = await importJobs(
    pm,
    {
      projectUid,
      targetLocales: ['de', 'fr'],
      workflowSettings: [
        {
          workflowStepId: await stepId(server, 'Scoring'),
          assignedUserIds: [await userId(server, 'linguist')],
        },
      ],
    },
    { 'story.txt': new TextEncoder().encode(tenWords) },
  );
  const partOf = (level: number, locale: string) =>
    created.jobs.find((job) => job.workflowLevel === level && job.targetLocale === locale)?.id ?? 0;
  part = { de: partOf(2, 'de'), fr: partOf(2, 'fr'), translation: partOf(1, 'de') };
  const card = new FormData();
  card.append(
    'scoringFile',
    new Blob([
      [
        'Segment,Category,Subcategory,Severity,Comment',
        '2,Fluency,Spelling,Minor,"lazy, not lacy"',
        '1,Accuracy,Mistranslation,Major,',
      ].join('\r\n'),
    ]),
    'card.csv',
  );
  expect((await pm.post(`/api/scoring/import?jobPart=${part.de}`, card)).status).toBe(200);
});
afterAll(() => server.close());

const header = [
  'File',
  'Target locale',
  'Segment',
  'Source',
  'Target',
  'Category',
  'Subcategory',
  'Severity',
  'Comment',
  'Penalty points',
];
const totalsHeader = [
  'File',
  'Target locale',
  'Scoring model',
  'Pass threshold (%)',
  'Scored words',
  'Penalty points',
  'Score (%)',
  'Result',
];
// Major 5 + minor 1 = 6 points in 10 words: 100 - 60 = 40, failing the threshold 98.
const germanErrors = [
  [
    'story.txt',
    'de',
    '1',
    'The quick brown fox jumps.',
    '',
    'Accuracy',
    'Mistranslation',
    'Major',
    '',
    '5',
  ],
  [
    'story.txt',
    'de',
    '2',
    'Over the lazy old dog.',
    '',
    'Fluency',
    'Spelling',
    'Minor',
    'lazy, not lacy',
    '1',
  ],
];
const germanTotals = ['story.txt', 'de', 'Tessera MQM (version 1)', '98', '10', '6', '40', 'Fail'];

describe('scorecard downloads', () => {
  it('write every error with its segment, then the totals, as CSV', async () => {
    const reply = await download(server, pm, '/api/scoring/downloadScoreCard', {
      jobPart: String(part.de),
      format: 'CSV',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toContain('story-de-scorecard.csv');
    const rows = cellsOf(csvTableRows(new Uint8Array(await reply.arrayBuffer())));
    expect(rows).toEqual([header, ...germanErrors, ['Totals'], totalsHeader, germanTotals]);
  });

  it('write the same table as an XLSX workbook that opens', async () => {
    const reply = await download(server, pm, '/api/scoring/downloadScoreCard', {
      jobPart: [String(part.de), String(part.fr)],
      format: 'XLSX',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('scorecards.xlsx');
    const rows = cellsOf(firstSheetRows(new Uint8Array(await reply.arrayBuffer()), 10_000_000));
    expect(rows).toEqual([
      header,
      ...germanErrors,
      // The sheet keeps the blank row the CSV reader skips.
      [],
      ['Totals'],
      totalsHeader,
      germanTotals,
      ['story.txt', 'fr', 'Tessera MQM (version 1)', '98', '', '', '', 'Not scored yet'],
    ]);
  });

  it('write a group’s (a target locale’s) scorecards by its id', async () => {
    const configs = (
      await pm.get<ScoringConfigs>(`/api/scoring/getAllConfigs?project=${projectUid}`)
    ).body;
    const [groupDe] = configs.configs[0]?.groupIds ?? [];
    const reply = await download(server, pm, '/api/scoring/downloadScoreCardByTarget', {
      groupIds: String(groupDe),
    });
    expect(reply.status).toBe(200);
    const rows = cellsOf(csvTableRows(new Uint8Array(await reply.arrayBuffer())));
    expect(rows.at(-1)).toEqual(germanTotals);
  });

  it('let an assigned linguist download only where the project allows it', async () => {
    const form = { jobPart: String(part.de), format: 'CSV' };
    expect((await download(server, linguist, '/api/scoring/downloadScoreCard', form)).status).toBe(
      200,
    );
    const settings = await server.ctx.db.kysely
      .selectFrom('project_settings as s')
      .innerJoin('projects as p', 'p.id', 's.project_id')
      .select(['s.project_id', 's.automation_settings'])
      .where('p.uid', '=', projectUid)
      .executeTakeFirstOrThrow();
    await server.ctx.db.kysely
      .updateTable('project_settings')
      .set({
        automation_settings: JSON.stringify({
          ...(JSON.parse(settings.automation_settings) as object),
          allowLinguistsToDownloadTranslationJobs: false,
        }),
      })
      .where('project_id', '=', settings.project_id)
      .execute();
    const refused = await download(server, linguist, '/api/scoring/downloadScoreCard', form);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(scoringMessages.linguistDownloadNotAllowed);
    await server.ctx.db.kysely
      .updateTable('project_settings')
      .set({ automation_settings: settings.automation_settings })
      .where('project_id', '=', settings.project_id)
      .execute();
  });

  it('refuse bad forms, parts without scoring and another organization', async () => {
    const bad = await download(server, pm, '/api/scoring/downloadScoreCard', {
      jobPart: String(part.de),
      format: 'PDF',
    });
    expect(bad.status).toBe(400);
    expect(
      (await download(server, pm, '/api/scoring/downloadScoreCard', { format: 'CSV' })).status,
    ).toBe(400);
    const unscored = await download(server, pm, '/api/scoring/downloadScoreCard', {
      jobPart: String(part.translation),
    });
    expect(unscored.status).toBe(404);
    expect(await unscored.text()).toContain('Scoring job not found');
    const rival = await (await createTenant(server, 'Scorecard rivals')).as('pm');
    expect(
      (
        await download(server, rival, '/api/scoring/downloadScoreCard', {
          jobPart: String(part.de),
        })
      ).status,
    ).toBe(404);
  });
});
