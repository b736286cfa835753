import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { format, jobListMessages, jobStatusLabels } from '@tessera/contracts';
import { createJobs, createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();
// One more job than a page of the list holds (spec 001 section 2: page size 50).
const JOB_COUNT = 51;

// One small JSON file per job.
const jobFiles = Object.fromEntries(
  Array.from({ length: JOB_COUNT }, (_, index) => [
    `p${String(index).padStart(2, '0')}.json`,
    JSON.stringify({ text: `Line ${index}.` }),
  ]),
);

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const changeStatusTo = async (page: Page, label: string) => {
  await jobList(page).getByRole('button', { name: 'Change status', exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
};

describe('job list: status history, selection across pages and vendors', () => {
  test('shows a status change with who made it, and acts on every matching job', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `History${Date.now()}`, ['de']);
    await createJobs(page, { projectUid: project.uid, targetLocales: ['de'] }, jobFiles);
    await page.goto(`/web/project2/show/${project.uid}`);
    const first = page.getByRole('checkbox', { name: 'p00.json de', exact: true });
    await first.waitFor();

    await first.click();
    await changeStatusTo(page, jobStatusLabels.COMPLETED);
    await page
      .getByRole('row')
      .filter({ hasText: 'p00.json' })
      .getByText(jobStatusLabels.COMPLETED)
      .waitFor();
    await jobList(page).getByRole('button', { name: jobListMessages.statusHistory }).click();
    const dialog = page.getByRole('dialog', {
      name: format(jobListMessages.statusHistoryOf, { fileName: 'p00.json', targetLocale: 'de' }),
    });
    const delivered = dialog.getByRole('row').filter({ hasText: jobStatusLabels.COMPLETED });
    await delivered.waitFor();
    expect(await delivered.innerText()).toMatch(/\bpm\b[\s\S]*\bDemo\b/);
    const created = dialog.getByRole('row').filter({ hasText: jobStatusLabels.NEW });
    expect(await created.innerText()).toMatch(/\bpm\b/);
    await shot(page, 'jobs-status-history');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await first.click();

    await page.getByRole('checkbox', { name: 'Select all jobs' }).click();
    await page.getByText(format(jobListMessages.pageSelected, { count: 50 })).waitFor();
    await page
      .getByRole('button', { name: format(jobListMessages.selectAllJobs, { count: JOB_COUNT }) })
      .click();
    await page.getByText(format(jobListMessages.allSelected, { count: JOB_COUNT })).waitFor();
    await page.getByText(`(${JOB_COUNT}/${JOB_COUNT})`).waitFor();
    await changeStatusTo(page, jobStatusLabels.CANCELLED);
    await expect
      .poll(async () => {
        const answer = await page.request.get(
          `/api/job/listAllIdsByProject?projectUid=${project.uid}&status=CANCELLED`,
        );
        return ((await answer.json()) as { ids: number[] }).ids.length;
      })
      .toBe(JOB_COUNT);
  });

  test('assigns a vendor in the job creation wizard, listed among the assignees', async () => {
    const page = await browser.openAs('pm', '/web');
    const project = await createProject(page, `Vendor jobs ${Date.now()}`, ['de']);
    await page.goto(`/web/job2/create/${project.uid}`);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'vendor.json', mimeType: 'application/json', buffer: Buffer.from('{"a":"Hi."}') },
      ]);
    await page.getByText('vendor.json', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: /^Assigned to \(Default\)/ }).click();
    await page.getByRole('option', { name: /^Lingua Partners/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`, { timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: 'vendor.json' });
    await row.getByText('Lingua Partners').waitFor();
  });
});
