import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobMessages, shellMessages, type JobPart } from '@tessera/contracts';
import { createProject } from '../src/api.js';
import { buildDocx, helloXliff } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { shot, shown } from '../src/ui.js';

const browser = useBrowser();

// Small real files of three formats: helloXliff, a docx and this JSON.
// With the included keys regexp ^title$ only the title's two words are imported.
const json = JSON.stringify({ title: 'Good morning', body: 'See you again very soon' });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('job creation wizard', () => {
  test('creates a job per file and target locale with a changed import setting', async () => {
    const page = await browser.openAs('pm', '/web');
    const project = await createProject(page, `Create jobs ${Date.now()}`, ['de', 'fr']);
    await page.goto(`/web/job2/create/${project.uid}`);
    await page.getByRole('heading', { name: 'Job details', exact: true }).first().waitFor();

    await button(page, 'Create jobs').click();
    await shown(page, jobMessages.fileRequired).waitFor();
    await shown(page, shellMessages.formContainsErrors).waitFor();

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'guide.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(helloXliff) },
      { name: 'strings.json', mimeType: 'application/json', buffer: Buffer.from(json) },
      {
        name: 'letter.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: buildDocx('Thank you for the quick answer.'),
      },
    ]);
    await shown(page, jobMessages.fileRequired).waitFor({ state: 'detached' });
    for (const name of ['guide.xlf', 'strings.json', 'letter.docx'])
      await page.getByText(name, { exact: true }).first().waitFor();

    // Both project target locales: French is taken out and chosen again.
    await page.getByRole('button', { name: /Remove French/ }).click();
    await page.getByLabel('Target locales', { exact: true }).click();
    await page.getByRole('option', { name: /^French/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Remove German/ }).waitFor();
    await page.getByRole('button', { name: /Remove French/ }).waitFor();
    await shot(page, 'jobs-create-details');

    await button(page, 'Next').click();
    await page.getByRole('heading', { name: 'Default', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Assigned to \(Default\)/ }).click();
    await page.getByRole('option', { name: /^Lin Second/ }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'jobs-create-assignment');
    await button(page, 'Next').click();
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    await page.getByRole('textbox', { name: 'Included keys regexp' }).fill('^title$');
    await shot(page, 'jobs-create-import');
    await button(page, 'Next').click();

    await page.getByText('JSON: Included keys regexp').waitFor();
    await page.getByText('^title$', { exact: true }).waitFor();
    await page.getByText('Default: Assigned to').waitFor();
    await shot(page, 'jobs-create-review');
    await button(page, 'Submit').click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`, { timeout: 30_000 });

    const listed = await page.request.get(`/api/job/listByProject?projectUid=${project.uid}`);
    const { jobs } = (await listed.json()) as { jobs: JobPart[] };
    expect(jobs.map((job) => `${job.fileName} ${job.targetLocale}`).sort()).toEqual([
      'guide.xlf de',
      'guide.xlf fr',
      'letter.docx de',
      'letter.docx fr',
      'strings.json de',
      'strings.json fr',
    ]);
    for (const job of jobs) {
      expect(job.creationTask.status).toBe('OK');
      expect(job.wordsCount).toBeGreaterThan(0);
      expect(job.assignees.map((assignee) => assignee.name)).toEqual(['linguist2']);
    }
    expect(
      jobs.filter((job) => job.fileName === 'strings.json').map((job) => job.wordsCount),
    ).toEqual([2, 2]);

    // The project page's job list shows the six jobs.
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: /^\S+\.(xlf|json|docx) (de|fr)$/ }) });
    await rows.nth(5).waitFor();
    expect(await rows.count()).toBe(6);
  });

  test('creates jobs at once from the first step', async () => {
    const page = await browser.openAs('pm', '/web');
    const project = await createProject(page, `Quick jobs ${Date.now()}`, ['de', 'fr']);
    await page.goto(`/web/job2/create/${project.uid}`);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'strings.json', mimeType: 'application/json', buffer: Buffer.from(json) },
      ]);
    await button(page, 'Create jobs').click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`, { timeout: 30_000 });
    const listed = await page.request.get(`/api/job/listByProject?projectUid=${project.uid}`);
    const { jobs } = (await listed.json()) as { jobs: JobPart[] };
    const byLocale = [...jobs].sort((a, b) => a.targetLocale.localeCompare(b.targetLocale));
    expect(
      byLocale.map((job) => [job.targetLocale, job.creationTask.status, job.wordsCount]),
    ).toEqual([
      ['de', 'OK', 7],
      ['fr', 'OK', 7],
    ]);
  });
});
