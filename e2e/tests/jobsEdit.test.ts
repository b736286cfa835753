import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { jobMessages } from '@tessera/contracts';
import { createJobs, createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot, shown } from '../src/ui.js';

const browser = useBrowser();

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });

describe('edit jobs (spec 001 section 2)', () => {
  test("sets two jobs' assignee and due date from the project page", async () => {
    const page = await browser.openAs('pm', '/web');
    const project = await createProject(page, `Edit jobs ${Date.now()}`, ['de', 'fr']);
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de', 'fr'] },
      { 'guide.json': JSON.stringify({ text: 'Hello.' }) },
    );
    await page.goto(`/web/project2/show/${project.uid}`);
    for (const locale of ['de', 'fr'])
      await page.getByRole('checkbox', { name: `guide.json ${locale}`, exact: true }).click();
    await jobList(page).getByRole('button', { name: 'Edit', exact: true }).click();

    await page.waitForURL('**/web/project2/editJobs?**');
    await page.getByText('2 jobs selected.').waitFor();
    await page.getByRole('button', { name: /^Assignees/ }).click();
    await page.getByRole('option', { name: /^Lin Second/ }).click();
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('YYYY/MM/DD').fill('2030/01/15');
    await page.getByPlaceholder('hh:mm').fill('10:00');
    await shot(page, 'jobs-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(`**/web/project2/show/${project.uid}`);
    for (const locale of ['de', 'fr']) {
      const job = page.getByRole('row').filter({
        has: page.getByRole('checkbox', { name: `guide.json ${locale}`, exact: true }),
      });
      await job.getByText('linguist2').waitFor();
      await job.getByText(/2030.*10:00|10:00.*2030/).waitFor();
    }
  });

  test("says 'No matching jobs found' and returns to the project", async () => {
    const page = await browser.openAs('pm', '/web');
    const project = await createProject(page, `Edit nothing ${Date.now()}`, ['de']);
    await page.goto(`/web/project2/editJobs?id=${project.uid}&jobSelection=`);
    await shown(page, jobMessages.noMatchingJobs).waitFor();
    await page.getByRole('button', { name: 'Return to project' }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`);
  });
});
