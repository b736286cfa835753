import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobErrorCodes, jobMessages } from '@tessera/contracts';
import { assignedPerLocale, createJobs, createProject, userIdOf } from '../src/api.js';
import { helloXliff } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });

/** How far the element reaches to the right of the window, in pixels (0 or less: it fits). */
async function overflowOf(page: Page, name: string): Promise<number> {
  const box = await jobList(page).getByRole('columnheader', { name }).first().boundingBox();
  if (!box) throw new Error(`no column ${name}`);
  return box.x + box.width - (page.viewportSize()?.width ?? 0);
}

describe('the project page at 1440 px', () => {
  test('the job list shows progress, words and QA warnings without scrolling sideways; a refused download is told in front of the list', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    await page.setViewportSize({ width: 1440, height: 900 });
    const linguist = await browser.openAs('linguist', '/web/project/list');
    const project = await createProject(page, `Layout ${Date.now()}`, ['de', 'fr']);
    await createJobs(
      page,
      {
        projectUid: project.uid,
        targetLocales: ['de', 'fr'],
        workflowSettings: assignedPerLocale({ de: [await userIdOf(linguist)] }),
      },
      { 'product-guide-for-new-customers.xlf': helloXliff },
    );
    await page.goto(`/web/project2/show/${project.uid}`);
    const table = jobList(page).getByRole('table');
    await table.getByText('product-guide-for-new-customers.xlf').first().waitFor();
    await shot(page, 'project-page-1440');
    for (const column of ['Progress', 'Words', 'QA warnings'])
      expect(await overflowOf(page, column), column).toBeLessThanOrEqual(0);
    const sideways = await table.evaluate((element) => {
      const scroller = element.parentElement;
      return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
    });
    expect(sideways).toBeLessThanOrEqual(0);
    const create = jobList(page).getByRole('link', { name: 'Create jobs' });
    const lineHeight = await create.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    );
    const height = (await create.locator('span').last().boundingBox())?.height ?? 0;
    expect(height).toBeLessThan(lineHeight * 1.5);

    // The new job is not confirmed: Completed is refused, with the reason beside the list.
    await page
      .getByRole('checkbox', { name: 'product-guide-for-new-customers.xlf de', exact: true })
      .click();
    await jobList(page).getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Completed', exact: true }).click();
    const refusal = page.getByRole('dialog', { name: jobMessages.downloadFailed });
    await refusal.getByText(jobErrorCodes.JobContainsEmptyTargets).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      refusal.getByRole('button', { name: jobMessages.downloadAnyway }).click(),
    ]);
    expect(fs.readFileSync(await download.path(), 'utf8')).toContain('Hello brave new world.');
    await refusal.waitFor({ state: 'detached' });
  });
});
