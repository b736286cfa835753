import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { format, jobErrorCodes, jobMessages, type Project } from '@tessera/contracts';
import {
  assignedPerLocale,
  assignGermanTermBase,
  createJobs,
  postJson,
  userIdOf,
} from '../src/api.js';
import { useFakeMtEngine } from '../src/fakeMtEngine.js';
import { useBrowser } from '../src/harness.js';
import { screenshotsIn } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-editor-qa');

// A local LibreTranslate that puts "DE" before each text.
const engine = useFakeMtEngine();

// The checks these tests look at; spelling and unconfirmed segments would add warnings of their own.
const qualitySettings = { spelling: false, unconfirmedSegment: false };
const strings = { hello: 'Hello world.', save: 'Save your work.' };
const worldTerms = [
  [
    { lang: 'en', text: 'world', status: 'APPROVED' },
    { lang: 'de', text: 'Welt', status: 'APPROVED' },
    { lang: 'de', text: 'Erdball', status: 'FORBIDDEN' },
  ],
];
const terminologyWarning = 'An approved term translation is missing or a forbidden term is used.';

const target = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Target ${n}`, exact: true });
const segmentRow = (page: Page, source: string) =>
  page.getByRole('row').filter({ hasText: source });
const qaFlag = (page: Page, source: string) =>
  segmentRow(page, source).getByRole('img', { name: 'Has QA warnings' });
const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('QA in the editor', () => {
  test('a forbidden term warns on confirm, is ignored, fixed, and Run QA counts the job', async () => {
    const admin = await browser.openAs('admin');
    const engineId = await engine.register(admin, `Prefixing engine ${Date.now()}`);
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await postJson<Project>(page, '/api/project', {
      name: `EditorQa${Date.now()}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
      machineTranslateSettingsId: engineId,
      qualitySettings,
    });
    await assignGermanTermBase(page, project.uid, `World ${Date.now()}`, worldTerms);
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'strings.json': JSON.stringify(strings) },
    );
    await page.goto(`/twe/translation/job/${created.jobs[0]!.id}`);
    await target(page, 1).waitFor();
    const summary = region(page, 'Job QA');
    await summary.getByText('QA has not been run on this job.').waitFor();

    const terms = region(page, 'Terms');
    await terms.getByText('world').waitFor();
    await terms.getByText('Welt').waitFor();
    await terms.getByText('Approved').waitFor();
    expect(await terms.locator('del').innerText()).toBe('Erdball');
    await terms.getByText('Forbidden').waitFor();

    // The approved term is there, the forbidden one too: one terminology warning.
    await target(page, 1).fill('Hallo Welt und Erdball.');
    await target(page, 1).press('Control+Enter');
    await qaFlag(page, 'Hello world.').waitFor();
    await summary.getByText('QA warnings: 1 unresolved of 1').waitFor();
    await segmentRow(page, 'Hello world.').getByText('Hallo Welt und Erdball.').click();
    const qa = region(page, 'QA warnings');
    await qa.getByText(terminologyWarning).waitFor();
    await shot(page, 'forbidden-term');

    await qa.getByRole('button', { name: `Ignore: ${terminologyWarning}` }).click();
    await qa.getByText(`${terminologyWarning} (ignored)`).waitFor();
    await qa.getByText(/^Ignored by pm, /).waitFor();
    await qaFlag(page, 'Hello world.').waitFor({ state: 'detached' });
    await summary.getByText('QA warnings: 0 unresolved of 1').waitFor();
    await shot(page, 'ignored');

    await qa.getByRole('button', { name: `Stop ignoring: ${terminologyWarning}` }).click();
    await qa.getByRole('button', { name: `Ignore: ${terminologyWarning}` }).waitFor();
    expect(await qa.getByText(/^Ignored by/).count()).toBe(0);
    await qaFlag(page, 'Hello world.').waitFor();

    await target(page, 1).fill('Hallo Welt.');
    await target(page, 1).press('Control+Enter');
    await qaFlag(page, 'Hello world.').waitFor({ state: 'detached' });
    // Saves have checked their own segments only, and left no warning.
    await summary.getByText('QA has not been run on this job.').waitFor();

    // The whole job: the second segment is still empty; a grid showing only segments with
    // warnings shows it once the run is over.
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'With QA warnings' }).click();
    await page.getByText('No segments match the filter.').waitFor();
    await summary.getByRole('button', { name: 'Run QA' }).click();
    await summary.getByText('QA warnings: 1 unresolved of 1').waitFor();
    await summary.getByText(/last run /).waitFor();
    await qaFlag(page, 'Save your work.').waitFor();
    expect(await segmentRow(page, 'Hello world.').count()).toBe(0);
    await region(page, 'QA warnings').getByText('The target is empty.').waitFor();
    await shot(page, 'run-qa');

    const mt = region(page, 'Machine translation');
    await mt.getByRole('button', { name: 'Translate with the engine' }).click();
    await mt.getByText('DE Save your work.').waitFor();
    await mt.getByRole('button', { name: 'Use this translation' }).click();
    await target(page, 2).press('Control+Enter');
    await qaFlag(page, 'Save your work.').waitFor({ state: 'detached' });
    await summary.getByRole('button', { name: 'Run QA' }).click();
    await summary.getByText('QA warnings: 0 unresolved of 0').waitFor();
  });

  test('a project without an engine says so in the Machine translation panel', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await postJson<Project>(page, '/api/project', {
      name: `EditorNoMt${Date.now()}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
    });
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'strings.json': JSON.stringify(strings) },
    );
    await page.goto(`/twe/translation/job/${created.jobs[0]!.id}`);
    const mt = region(page, 'Machine translation');
    await mt.getByRole('button', { name: 'Translate with the engine' }).click();
    await mt.getByText('The project has no machine translation engine.').waitFor();
  });

  test('a linguist cannot complete a job while its QA warnings are unresolved', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const linguist = await browser.openAs('linguist', '/web');
    const project = await postJson<Project>(page, '/api/project', {
      name: `EditorQaComplete${Date.now()}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
      qualitySettings: {
        ...qualitySettings,
        preventLinguistsFromCompletingJobsWithQAWarnings: true,
      },
    });
    const created = await createJobs(
      page,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: assignedPerLocale({ de: [await userIdOf(linguist)] }),
      },
      { 'strings.json': JSON.stringify(strings) },
    );
    const jobPartId = created.jobs[0]!.id;

    // The linguist runs QA in the editor: both segments are empty.
    await linguist.goto(`/twe/translation/job/${jobPartId}`);
    const summary = region(linguist, 'Job QA');
    await summary.getByRole('button', { name: 'Run QA' }).click();
    await summary.getByText('QA warnings: 2 unresolved of 2').waitFor();

    await linguist.goto(`/web/project2/show/${project.uid}`);
    const checkbox = linguist.getByRole('checkbox', { name: 'strings.json de', exact: true });
    await checkbox.click();
    const changeStatus = linguist.getByRole('button', { name: 'Change status' });
    await changeStatus.click();
    await linguist.getByRole('menuitem', { name: 'Accept' }).click();
    await expect.poll(() => changeStatus.isDisabled()).toBe(false);
    await changeStatus.click();
    await linguist.getByRole('menuitem', { name: 'Complete' }).click();
    await linguist
      .getByText(
        format(jobMessages.setStatusFailed, {
          detail: jobErrorCodes.JobQualityAssuranceUnresolved,
        }),
      )
      .waitFor();
    await shot(linguist, 'complete-refused');
  });
});
