import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { projectMessages } from '@tessera/contracts';
import { createJobs, createProject, postJson, userIdOf } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { row, shot, shown } from '../src/ui.js';

const browser = useBrowser();
// Test data through the API the wizard uses, with the session's CSRF token.
async function createProjects(
  page: Page,
  projects: ReadonlyArray<{ name: string; targetLocales: string[]; clientId?: number }>,
) {
  for (const project of projects)
    await postJson(page, '/api/project', { sourceLocale: 'en', ...project });
}

async function clientIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/web/api/v9/client/list');
  const clients = (await response.json()) as Array<{ id: number; name: string }>;
  const client = clients.find((candidate) => candidate.name === name);
  if (!client) throw new Error(`no client ${name}`);
  return client.id;
}

describe('project list', () => {
  test('filters by three filters and saves the filter', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const tag = `Filter${Date.now()}`;
    const initech = await clientIdOf(page, 'Initech');
    await createProjects(page, [
      { name: `${tag} German Initech`, targetLocales: ['de'], clientId: initech },
      { name: `${tag} French Initech`, targetLocales: ['fr'], clientId: initech },
      { name: `${tag} German nobody`, targetLocales: ['de'] },
    ]);
    await page.goto(`/web/project/list?targetLang=de&client=${initech}`);
    const filter = page.getByPlaceholder('Find projects');
    await filter.fill(tag);
    await filter.press('Enter');
    await page.waitForURL(new RegExp(`name=${tag}`));
    await row(page, `${tag} German Initech`).waitFor();
    expect(await row(page, tag).count()).toBe(1);
    await shot(page, 'list-filtered');

    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Save current filter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText(projectMessages.filterNameBlank).waitFor();
    await dialog.getByLabel('Filter name').fill(`German ${tag}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/web/project/list');
    await row(page, `${tag} French Initech`).waitFor();
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Saved filters' }).hover();
    await page.getByRole('menuitem', { name: `German ${tag}` }).click();
    await page.waitForURL(/targetLang=de/);
    await row(page, `${tag} French Initech`).waitFor({ state: 'detached' });
    await row(page, `${tag} German Initech`).waitFor();
    expect(await row(page, tag).count()).toBe(1);

    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Save current filter' }).click();
    await dialog.getByLabel('Filter name').fill(`german ${tag}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText(projectMessages.filterNameUsed).waitFor();
  });

  test('completes two projects at once and shows their new status', async () => {
    const page = await browser.openAs('admin', '/web/project/list');
    const tag = `Bulk${Date.now()}`;
    await createProjects(page, [
      { name: `${tag} one`, targetLocales: ['de'] },
      { name: `${tag} two`, targetLocales: ['fr'] },
    ]);
    await page.goto(`/web/project/list?name=${tag}`);
    for (const name of [`${tag} one`, `${tag} two`]) {
      await row(page, name).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('menuitem', { name: 'Completed' }).click();
    await page.getByText('The status of the projects was changed to Completed.').waitFor();
    for (const name of [`${tag} one`, `${tag} two`])
      await row(page, name).getByText('Completed', { exact: true }).waitFor();
    await shot(page, 'list-completed');
  });

  test('a linguist sees the reduced list, holding only the projects of their jobs', async () => {
    const pm = await browser.openAs('pm', '/web/project/list');
    const stamp = String(Date.now());
    const theirs = await createProject(pm, `Theirs ${stamp}`);
    await createProject(pm, `Others ${stamp}`);
    const page = await browser.openAs('linguist', '/web/project/list');
    const assignment = { workflowStepId: -1, assignedUserIds: [await userIdOf(page)] };
    await createJobs(
      pm,
      { projectUid: theirs.uid, targetLocales: ['de'], workflowSettings: [assignment] },
      { 'welcome.txt': 'Welcome aboard.' },
    );
    await page.goto(`/web/project/list?name=${stamp}`);
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await page.getByText(`Theirs ${stamp}`).waitFor();
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(headers).toEqual(['ID', 'Name', 'Created', 'Owner']);
    expect(await page.getByText(`Others ${stamp}`).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create project' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Change status' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await shot(page, 'list-linguist');
    await page.goto(`/web/project/list?name=Nothing${stamp}`);
    await shown(page, projectMessages.noProjects).waitFor();
  });
});
