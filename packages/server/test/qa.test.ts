import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobErrorCodes, type Project } from '@tessera/contracts';
import { countsOf } from './preTranslateHelpers.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { checkSavedSegment } from '../src/modules/qa/index.js';
import { requireParts } from '../src/modules/jobs/index.js';
import type { Viewer } from '../src/modules/projects/index.js';
import { segments } from './editorHelpers.js';
import { createTenant, demoOrganizationId, userId } from './tenants.js';
import {
  found,
  ignore,
  jobOf,
  qaTermBase,
  run,
  runAndRead,
  translate,
  warningsPage,
} from './qaHelpers.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let linguistId = 0;
let project: Project;
let pmViewer: Viewer;

// Only the checks a test looks at, so that each run's warnings stay few and readable.
const focused = {
  emptyTargets: true,
  missingNumbers: true,
  unconfirmedSegment: false,
  spelling: false,
  identicalToSource: false,
};

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  project = await createProject(pm, 'QA', ['de'], { qualitySettings: focused });
  pmViewer = {
    userId: await userId(server, 'pm'),
    organizationId: await demoOrganizationId(server),
    role: 'PROJECT_MANAGER',
    permissions: [],
    disableProjectSharing: false,
  };
});
afterAll(() => server.close());

const texts = ['Order 42 items today', 'Save your work', 'Open the menu'];

describe('POST /api/qa/run and GET /api/qa/warnings', () => {
  it('finds a missing number and an empty target, with segment numbers and counts', async () => {
    const part = await jobOf(pm, project, texts);
    await translate(pm, part, { 1: 'Bestellen Sie heute Artikel', 3: 'Öffnen Sie das Menü' });
    const ran = await run(pm, part);
    expect(ran.status, ran.text).toBe(200);
    expect(ran.body).toMatchObject({ jobPartId: part, warningsCount: 2, unresolvedCount: 2 });
    const reply = await warningsPage(pm, part);
    expect(reply.body.total).toBe(2);
    expect(found(reply.body.warnings, 'missingNumbers')).toEqual([[1, '42']]);
    expect(found(reply.body.warnings, 'emptyTargets')).toEqual([[2, '']]);
    expect(reply.body.warnings.every((w) => w.ignored === null && w.message !== '')).toBe(true);
    expect((await countsOf(pm, part)).qualityAssurance).toEqual({
      warningsCount: 2,
      qualityAssuranceResolved: false,
    });
  });

  it('answers no warnings before the first run, and none once the target is fixed', async () => {
    const part = await jobOf(pm, project, texts.slice(0, 1));
    const before = await warningsPage(pm, part);
    expect(before.body).toMatchObject({ ranAt: null, total: 0, warnings: [] });
    await translate(pm, part, { 1: 'Bestellen Sie heute 42 Artikel' });
    expect(await runAndRead(pm, part)).toEqual([]);
    expect((await countsOf(pm, part)).qualityAssurance.qualityAssuranceResolved).toBe(true);
  });
});

describe('PUT /api/qa/warning', () => {
  it('ignores a warning (who, when); the next run keeps it ignored under autoIgnore', async () => {
    const part = await jobOf(pm, project, texts);
    await translate(pm, part, { 1: 'Bestellen Sie Artikel', 2: 'Speichern', 3: 'Öffnen' });
    const [missing] = await runAndRead(pm, part);
    expect(missing).toMatchObject({ check: 'missingNumbers', ignored: null });
    const before = server.clock.now().getTime();
    const reply = await ignore(pm, part, missing!.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.ignored).toMatchObject({ by: { userName: 'pm' } });
    expect(reply.body.ignored!.at).toBeGreaterThanOrEqual(before);
    expect(reply.body.ignored!.at).toBeLessThanOrEqual(server.clock.now().getTime());
    expect((await countsOf(pm, part)).qualityAssurance).toEqual({
      warningsCount: 0,
      qualityAssuranceResolved: true,
    });
    const again = await runAndRead(pm, part);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ check: 'missingNumbers', details: '42' });
    expect(again[0]!.ignored).toEqual(reply.body.ignored);
    const back = await ignore(pm, part, again[0]!.id, false);
    expect(back.body.ignored).toBeNull();
  });

  it('forgets ignored warnings on the next run when autoIgnore is off', async () => {
    const manual = await createProject(pm, 'QA manual ignore', ['de'], {
      qualitySettings: { ...focused, autoIgnorePreviouslyIgnoredQAWarnings: false },
    });
    const part = await jobOf(pm, manual, texts.slice(0, 1));
    await translate(pm, part, { 1: 'Bestellen Sie Artikel' });
    const [missing] = await runAndRead(pm, part);
    expect((await ignore(pm, part, missing!.id)).status).toBe(200);
    const again = await runAndRead(pm, part);
    expect(again.map((w) => [w.check, w.ignored])).toEqual([['missingNumbers', null]]);
  });

  it('answers 404 for a warning of another part, changing nothing', async () => {
    const part = await jobOf(pm, project, texts.slice(0, 1));
    const other = await jobOf(pm, project, texts.slice(0, 1));
    const [warning] = await runAndRead(pm, other);
    expect((await ignore(pm, part, warning!.id)).status).toBe(404);
    expect((await warningsPage(pm, other)).body.warnings[0]!.ignored).toBeNull();
    const bad = await pm.put('/api/qa/warning', { jobPartId: other, warningId: warning!.id });
    expect(bad.status).toBe(400);
  });
});

describe('the quality settings', () => {
  const lockSecond = (part: number) =>
    server.ctx.db.kysely
      .updateTable('segments')
      .set({ locked_levels: 1 })
      .where('job_id', 'in', (eb) =>
        eb.selectFrom('job_parts').select('job_id').where('id', '=', part),
      )
      .where('ordinal', '=', 2)
      .execute();

  it('skips locked segments with qaExcludeLockedSegments, and checks them without', async () => {
    const part = await jobOf(pm, project, texts);
    await lockSecond(part);
    expect(found(await runAndRead(pm, part), 'emptyTargets').map(([n]) => n)).toEqual([1, 3]);
    const checked = await createProject(pm, 'QA locked', ['de'], {
      qualitySettings: { ...focused, qaExcludeLockedSegments: false },
    });
    const other = await jobOf(pm, checked, texts);
    await lockSecond(other);
    expect(found(await runAndRead(pm, other), 'emptyTargets').map(([n]) => n)).toEqual([1, 2, 3]);
  });

  it(
    'flags a misspelled English word with the English dictionary',
    { timeout: 30_000 },
    async () => {
      const english = await createProject(pm, 'QA spelling', ['en'], {
        sourceLocale: 'de',
        qualitySettings: { ...focused, spelling: true },
      });
      const part = await jobOf(pm, english, ['Speichern Sie Ihre Arbeit', 'Öffnen Sie das Menü']);
      await translate(pm, part, { 1: 'Save your wrok', 2: 'Open the menu' });
      expect(found(await runAndRead(pm, part), 'spelling')).toEqual([[1, 'wrok']]);
    },
  );

  it(
    'knows German compounds and words the dictionary lists twice',
    { timeout: 30_000 },
    async () => {
      const german = await createProject(pm, 'QA German spelling', ['de'], {
        qualitySettings: { ...focused, spelling: true },
      });
      const part = await jobOf(pm, german, ['Press the button to save.', 'Open the file manager.']);
      // öffnen is listed once for compounds only and once on its own; the rest are compounds.
      await translate(pm, part, {
        1: 'Drücken Sie die Schaltfläche, um zu speichern.',
        2: 'Öffnen Sie den Dateiverwaltungsprogramm und öffnen Sie die Dateiliste nciht.',
      });
      expect(found(await runAndRead(pm, part), 'spelling')).toEqual([[2, 'nciht']]);
    },
  );
});

describe('terms', () => {
  it('warns on a missing approved term and a forbidden one from the QA term bases', async () => {
    const termed = await createProject(pm, 'QA terms', ['de'], {
      qualitySettings: { ...focused, terminology: true, forbiddenTermsWithoutSource: true },
    });
    await qaTermBase(pm, termed, [
      [
        { lang: 'en', text: 'file menu', status: 'APPROVED' },
        { lang: 'de', text: 'Dateimenü', status: 'APPROVED' },
        { lang: 'de', text: 'Dateiliste', status: 'FORBIDDEN' },
      ],
      [
        { lang: 'en', text: 'work', status: 'APPROVED' },
        { lang: 'de', text: 'Arbeit', status: 'APPROVED' },
      ],
    ]);
    const part = await jobOf(pm, termed, [
      'Open the File Menu',
      'Save your work',
      'Save your network',
    ]);
    await translate(pm, part, {
      1: 'Öffnen Sie die Dateiliste',
      2: 'Speichern Sie Ihre Arbeit',
      3: 'Speichern Sie Ihr Netz',
    });
    expect(found(await runAndRead(pm, part), 'terminology')).toEqual([
      [1, 'missing: file menu; forbidden: Dateiliste'],
    ]);
  });
});

describe('checkSavedSegment (the editor save)', () => {
  it("replaces only the saved segment's warnings, keeping its ignores", async () => {
    const part = await jobOf(pm, project, texts);
    await translate(pm, part, { 1: 'Bestellen Sie Artikel', 3: 'Öffnen' });
    const [missing] = await runAndRead(pm, part);
    await ignore(pm, part, missing!.id);
    const [first, second] = await segments(pm, part);
    await translate(pm, part, { 2: 'Speichern' });
    const [row] = await requireParts(server.ctx.db.kysely, pmViewer, [part]);
    const actor = { ...pmViewer, userName: 'pm' };
    expect(await checkSavedSegment(server.ctx, actor, row!, second!.id)).toEqual([]);
    const kept = await checkSavedSegment(server.ctx, actor, row!, first!.id);
    expect(kept.map((w) => [w.check, w.ignored?.by.userName])).toEqual([['missingNumbers', 'pm']]);
    const reply = await warningsPage(pm, part);
    expect(reply.body.warnings.map((w) => [w.ordinal, w.check])).toEqual([[1, 'missingNumbers']]);
  });
});

describe('QA on save', () => {
  it("stores a saved segment's warnings without a run, and drops them once it is fixed", async () => {
    const part = await jobOf(pm, project, texts.slice(0, 1));
    await translate(pm, part, { 1: 'Bestellen Sie heute Artikel' });
    const reply = await warningsPage(pm, part);
    expect(found(reply.body.warnings, 'missingNumbers')).toEqual([[1, '42']]);
    await translate(pm, part, { 1: 'Bestellen Sie heute 42 Artikel' });
    expect((await warningsPage(pm, part)).body.warnings).toEqual([]);
  });
});

describe('who may run QA', () => {
  it("answers 404 for another organization's part and a linguist's part not assigned", async () => {
    const part = await jobOf(pm, project, texts.slice(0, 1));
    const otherPm = await (await createTenant(server, 'QaOther')).as('pm');
    expect((await run(otherPm, part)).status).toBe(404);
    expect((await warningsPage(otherPm, part)).status).toBe(404);
    expect((await run(linguist, part)).status).toBe(404);
    const [warning] = await runAndRead(pm, part);
    expect((await ignore(otherPm, part, warning!.id)).status).toBe(404);
    expect((await warningsPage(pm, part)).body.unresolvedCount).toBe(1);
  });

  it("refuses a linguist's Complete while warnings are unresolved", async () => {
    const part = await jobOf(pm, project, texts.slice(0, 1), [linguistId]);
    const status = (newStatus: string) =>
      linguist.post<{ errorCode: string; errorDescription: string }>('/api/job/changeStatus', {
        projectUid: project.uid,
        jobPartIds: [part],
        newStatus,
      });
    expect((await status('ASSIGNED')).status).toBe(200);
    const [warning] = await runAndRead(linguist, part);
    const refused = await status('COMPLETED_BY_LINGUIST');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'JobQualityAssuranceUnresolved',
      errorDescription: jobErrorCodes.JobQualityAssuranceUnresolved,
    });
    expect((await countsOf(pm, part)).qualityAssurance.warningsCount).toBe(1);
    expect((await ignore(linguist, part, warning!.id)).status).toBe(200);
    expect((await status('COMPLETED_BY_LINGUIST')).status).toBe(200);
  });

  it("reports unresolved warnings as a completed-file download's warning, unless downloaded anyway", async () => {
    const part = await jobOf(pm, project, texts.slice(0, 1));
    await translate(pm, part, { 1: 'Bestellen Sie heute Artikel' });
    const [warning] = await runAndRead(pm, part);
    const download = (failOnWarnings: string) =>
      fetch(`${server.url}/api/job/getCompletedFiles`, {
        method: 'POST',
        headers: { cookie: pm.cookie, 'x-csrf-token': pm.csrfToken },
        body: new URLSearchParams({ jobPart: String(part), failOnWarnings }),
      });
    const refused = await download('true');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as {
      details: { errorCode: string; warnings: Array<{ jobPartId: number; errorCode: string }> };
    };
    expect(body.details.warnings).toContainEqual({
      jobPartId: part,
      errorCode: 'JobQualityAssuranceUnresolved',
    });
    expect((await download('false')).status).toBe(200);
    expect((await ignore(pm, part, warning!.id)).status).toBe(200);
    const clean = await download('true');
    const cleanBody = (await clean.json()) as {
      details: { warnings: Array<{ errorCode: string }> };
    };
    expect(cleanBody.details.warnings.map((w) => w.errorCode)).not.toContain(
      'JobQualityAssuranceUnresolved',
    );
  });
});
