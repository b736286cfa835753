import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  format,
  jobErrorCodes,
  jobMessages,
  jobStatusLabels,
  type JobPart,
  webMessages,
} from '@tessera/contracts';
import { assignedPerLocale, createJobs, createProject, userIdOf } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot, shown } from '../src/ui.js';

const browser = useBrowser();

// Small real files of three formats, and an XLIFF that does not parse.
const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="guide.html" source-language="en" datatype="html">
    <body>
      <trans-unit id="hello"><source>Hello brave new world.</source></trans-unit>
      <trans-unit id="save"><source>Save your work.</source></trans-unit>
    </body>
  </file>
</xliff>
`;
const json = { title: 'Good morning', body: 'See you soon' };
const po = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Open the file"
msgstr ""
`;
const brokenXliff = `<?xml version="1.0"?>
<xliff version="1.2"><file><body>
<trans-unit id="1"><source>Broken</target></trans-unit>
</body></file></xliff>
`;

// The job rows: those whose selection box is named after a job's file and locale.
const rows = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^\S+\.(xlf|json|po) (de|fr)$/ }) });
const row = (page: Page, text: string, locale: string) =>
  rows(page).filter({ hasText: text }).filter({ hasText: locale });
const select = (page: Page, fileName: string, locale: string) =>
  page.getByRole('checkbox', { name: `${fileName} ${locale}`, exact: true }).click();

async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: download.suggestedFilename(),
    text: fs.readFileSync(await download.path(), 'utf8'),
  };
}

// The job list's own region: the asset panels of the page have buttons of the same names.
const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const chooseDownload = async (page: Page, item: string) => {
  await jobList(page).getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

describe('project job list', () => {
  test('lists, filters, sorts and acts on jobs; a linguist only changes status', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const linguist = await browser.openAs('linguist', '/web');
    const project = await createProject(page, `Jobs${Date.now()}`, ['de', 'fr']);
    const linguistId = await userIdOf(linguist);
    await createJobs(
      page,
      {
        projectUid: project.uid,
        targetLocales: ['de', 'fr'],
        workflowSettings: assignedPerLocale({ de: [linguistId] }),
      },
      { 'guide.xlf': xliff, 'strings.json': JSON.stringify(json), 'messages.po': po },
    );
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      {
        'broken.xlf': brokenXliff,
      },
    );
    const listed = await page.request.get(`/api/job/listByProject?projectUid=${project.uid}`);
    const broken = ((await listed.json()) as { jobs: JobPart[] }).jobs.find(
      (job) => job.fileName === 'broken.xlf',
    );
    expect(broken?.creationTask.status).toBe('ERROR');

    await page.goto(`/web/project2/show/${project.uid}`);
    await row(page, 'strings.json', 'French').waitFor();
    expect(await rows(page).count()).toBe(7);
    await page.getByText('(7)', { exact: true }).waitFor();
    await shot(page, 'jobs-list');
    expect(await row(page, 'guide.xlf', 'German').innerText()).toMatch(/\b7\b/);
    expect(await row(page, 'strings.json', 'French').innerText()).toMatch(/\b5\b/);
    expect(await row(page, 'messages.po', 'German').innerText()).toMatch(/\b3\b/);
    expect(await row(page, 'guide.xlf', 'German').innerText()).toContain('New');
    expect(await row(page, 'broken.xlf', 'German').innerText()).toContain(
      broken?.creationTask.reason ?? 'no reason',
    );

    // Filters: the locale select, the info panel's target language link, and no match.
    await page.getByRole('button', { name: /^Target locale Any/ }).click();
    await page.getByRole('option', { name: 'French' }).click();
    await page.waitForURL(/targetLocale=fr/);
    await row(page, 'guide.xlf', 'German').waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(3);
    await page.getByRole('link', { name: 'German', exact: true }).click();
    await page.waitForURL(/targetLocale=de/);
    await row(page, 'broken.xlf', 'German').waitFor();
    await row(page, 'guide.xlf', 'French').waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(4);
    await page.getByLabel('File name').fill('nothing-like-this');
    await page.getByLabel('File name').press('Enter');
    await shown(page, jobMessages.noMatchingJobs).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row(page, 'guide.xlf', 'French').waitFor();
    expect(await rows(page).count()).toBe(7);

    await page.getByRole('columnheader', { name: 'File name' }).click();
    await page.waitForURL(/sortField=fileName/);
    await expect
      .poll(async () =>
        (await rows(page).allInnerTexts()).map((text) => /\S+\.(xlf|json|po)/.exec(text)?.[0]),
      )
      .toEqual([
        'broken.xlf',
        'guide.xlf',
        'guide.xlf',
        'messages.po',
        'messages.po',
        'strings.json',
        'strings.json',
      ]);

    // Actions are held back while a failed import is selected.
    await select(page, 'broken.xlf', 'de');
    expect(await page.getByRole('button', { name: 'Copy source to target' }).isDisabled()).toBe(
      true,
    );
    await select(page, 'broken.xlf', 'de');

    await select(page, 'strings.json', 'de');
    await select(page, 'strings.json', 'fr');
    const copy = page.getByRole('button', { name: 'Copy source to target' });
    await copy.click();
    await expect.poll(() => copy.isDisabled()).toBe(false);
    // The copied targets are not confirmed: Completed warns, 'Download anyway' gives the file.
    expect(await row(page, 'strings.json', 'German').innerText()).toContain('0%');
    await select(page, 'strings.json', 'de');
    await chooseDownload(page, 'Completed');
    await page.getByText(jobErrorCodes.JobSegmentsUnconfirmed).waitFor();
    const completed = await downloadFrom(page, () =>
      page.getByRole('button', { name: jobMessages.downloadAnyway }).click(),
    );
    expect(completed.name).toMatch(/^strings.*\.json$/);
    expect(JSON.parse(completed.text)).toEqual(json);
    const original = await downloadFrom(page, () => chooseDownload(page, 'Original'));
    expect(original).toEqual({ name: 'strings.json', text: JSON.stringify(json) });
    const bilingual = await downloadFrom(page, () => chooseDownload(page, 'Bilingual MXLIFF'));
    expect(bilingual.name).toBe('strings_en-fr-1.mxliff');
    expect(bilingual.text).toContain('<target>See you soon</target>');
    await select(page, 'strings.json', 'fr');

    await select(page, 'guide.xlf', 'de');
    await chooseDownload(page, 'Completed');
    await shown(page, jobMessages.downloadFailed).waitFor();
    await page.getByText(jobErrorCodes.JobContainsEmptyTargets).waitFor();
    await shot(page, 'jobs-download-refused');
    const anyway = await downloadFrom(page, () =>
      page.getByRole('button', { name: jobMessages.downloadAnyway }).click(),
    );
    expect(anyway.name).toMatch(/^guide.*\.xlf$/);
    expect(anyway.text).toContain('Hello brave new world.');
    await select(page, 'guide.xlf', 'de');

    await select(page, 'messages.po', 'fr');
    await jobList(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(format(webMessages.deleteConfirm, { name: 'messages.po (fr)' }))
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await row(page, 'messages.po', 'French').waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(6);

    await linguist.goto(`/web/project2/show/${project.uid}`);
    await row(linguist, 'strings.json', 'German').waitFor();
    expect(await linguist.getByRole('button', { name: 'Copy source to target' }).count()).toBe(0);
    expect(
      await jobList(linguist).getByRole('button', { name: 'Download', exact: true }).count(),
    ).toBe(0);
    expect(await linguist.getByRole('button', { name: 'Create jobs' }).count()).toBe(0);
    await select(linguist, 'strings.json', 'de');
    await linguist.getByRole('button', { name: 'Change status' }).click();
    expect(
      await linguist.getByRole('menuitem', { name: 'Complete' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await linguist.getByRole('menuitem', { name: 'Accept' }).click();
    await expect
      .poll(() => row(linguist, 'strings.json', 'German').innerText())
      .toContain(jobStatusLabels.ASSIGNED);
  });

  test('shows the empty list with Create jobs, and a failed load', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `NoJobs${Date.now()}`, ['de', 'fr']);
    await page.goto(`/web/project2/show/${project.uid}`);
    await jobList(page).getByText(jobMessages.noJobs).waitFor();
    const create = jobList(page).getByRole('link', { name: 'Create jobs' });
    expect(await create.getAttribute('href')).toBe(`/web/job2/create/${project.uid}`);

    await page.route('**/api/job/listByProject?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errorCode: 'Internal', errorDescription: 'Jobs down' }),
      }),
    );
    await page.reload();
    await jobList(page)
      .getByText(format(jobMessages.loadJobsFailed, { err: 'Jobs down' }))
      .waitFor();
  });
});
