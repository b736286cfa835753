import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobMessages } from '@tessera/contracts';
import { assignedPerLocale, createJobs, createProject, userIdOf } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();

const json = (text: string) => JSON.stringify({ text });
const rowOf = (page: Page, fileName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: fileName, exact: true }) });
const selectRow = (page: Page, fileName: string) =>
  page.getByRole('checkbox', { name: `${fileName} de`, exact: true }).click();

async function filterByFile(page: Page, text: string) {
  const input = page.getByRole('searchbox', { name: 'File' });
  await input.fill(text);
  await input.press('Enter');
}

describe('the linguist job list', () => {
  test('a linguist lands on Jobs, filters, switches tab, accepts, opens the editor and creates a ticket', async () => {
    const pm = await browser.openAs('pm', '/web/project/list');
    const linguist = await browser.openAs('linguist', '/web');
    const stamp = Date.now();
    const name = `Linguist list ${stamp}`;
    const project = await createProject(pm, name, ['de', 'fr']);
    const [alpha, beta] = [`alpha${stamp}.json`, `beta${stamp}.json`];
    const created = await createJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de', 'fr'],
        workflowSettings: assignedPerLocale({ de: [await userIdOf(linguist)] }),
      },
      { [alpha]: json('Good morning.'), [beta]: json('See you soon.') },
    );
    const alphaId = created.jobs.find(
      (job) => job.fileName === alpha && job.targetLocale === 'de',
    )?.id;

    // Home is the job list, on the New tab.
    await linguist.waitForURL('**/web/job/list');
    await linguist.getByRole('heading', { level: 1, name: /^Jobs/ }).waitFor();
    await linguist.getByRole('tab', { name: 'New', selected: true }).waitFor();

    await filterByFile(linguist, String(stamp));
    await rowOf(linguist, alpha).waitFor();
    await rowOf(linguist, beta).waitFor();
    // Only the linguist's German jobs: the French ones are nobody's.
    expect(await linguist.getByRole('checkbox', { name: `${alpha} fr` }).count()).toBe(0);
    // The list asked before the filter may still show the job as it was while it was imported.
    await expect
      .poll(() => rowOf(linguist, alpha).getByRole('cell').allTextContents(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Default', '0%', 'German', '2']));
    await shot(linguist, 'linguist-job-list');

    await filterByFile(linguist, `nothing${stamp}`);
    await linguist.getByText(jobMessages.noMatchingJobs).waitFor();
    await filterByFile(linguist, String(stamp));

    // Accept: the job leaves New for Accepted.
    await selectRow(linguist, alpha);
    await linguist.getByRole('button', { name: 'Actions' }).click();
    expect(
      await linguist.getByRole('menuitem', { name: 'Complete' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await linguist.getByRole('menuitem', { name: 'Accept' }).click();
    await rowOf(linguist, alpha).waitFor({ state: 'detached' });
    await rowOf(linguist, beta).waitFor();
    await linguist.getByRole('tab', { name: 'Accepted' }).click();
    await rowOf(linguist, alpha).waitFor();
    expect(linguist.url()).toContain(`fileName=${stamp}`);
    expect(await rowOf(linguist, beta).count()).toBe(0);

    // The file name opens the editor in a new tab.
    const [editor] = await Promise.all([
      linguist.context().waitForEvent('page'),
      linguist.getByRole('link', { name: alpha, exact: true }).click(),
    ]);
    await editor.waitForURL(`**/twe/translation/job/${alphaId}`);
    await editor.close();

    // Create ticket for the one selected job, prefilled.
    const createTicket = linguist.getByRole('button', { name: 'Create ticket' });
    expect(await createTicket.isDisabled()).toBe(true);
    await selectRow(linguist, alpha);
    await createTicket.click();
    await linguist.waitForURL('**/web/tickets/list/createTicket?**');
    const field = (label: string) =>
      linguist.getByRole('textbox', { name: label, exact: true }).inputValue();
    expect(await field('Project name')).toBe(name);
    expect(await field('Project ID')).toBe(String(project.id));
    expect(await field('Job part ID')).toBe(String(alphaId));
    expect(await field('Source locale')).toBe('en');
    expect(await field('Target locale')).toBe('de');
    expect(await field('Workflow step')).toBe('Default');
  });
});
