import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { format, projectListMessages, projectMessages } from '@tessera/contracts';
import { createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { row, shown } from '../src/ui.js';

const browser = useBrowser();

async function listFiltered(page: Page, name: string) {
  await page.goto(`/web/project/list?name=${encodeURIComponent(name)}`);
}

describe('sharing and the Recycle Bin', () => {
  test('shares two projects with a vendor on the batch share page', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const tag = `Shared${Date.now()}`;
    const first = await createProject(page, `${tag} one`);
    const second = await createProject(page, `${tag} two`);

    await page.goto(`/web/project/batchAssignVendor?projectSelection=${first.uid},${second.uid}`);
    await page.getByText('2 projects selected.').waitFor();
    await page.getByText('Choose vendors').click();
    await page.getByRole('option', { name: 'Lingua Partners' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.waitForURL(/\/web\/project\/list/);
    await page
      .getByText(format(projectListMessages.shared, { vendors: 'Lingua Partners' }))
      .waitFor();

    await listFiltered(page, tag);
    await row(page, `${tag} one`).waitFor();
    for (const name of [`${tag} one`, `${tag} two`]) {
      const cells = await row(page, name).getByRole('cell').allInnerTexts();
      expect(cells).toContain('Yes');
    }
  });

  test('deletes a project into the Recycle Bin and restores it', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const name = `Binned${Date.now()}`;
    await createProject(page, name);
    await listFiltered(page, name);
    await row(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(format(projectMessages.deleteConfirm, { name })).waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await shown(page, projectMessages.noProjects).waitFor();

    await page.goto('/web/project/recycleBin');
    await row(page, name).waitFor();
    await row(page, name).getByRole('radio').check();
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(format(projectListMessages.restored, { name })).waitFor();
    expect(await row(page, name).count()).toBe(0);

    await listFiltered(page, name);
    await row(page, name).waitFor();
    expect(await row(page, name).count()).toBe(1);
  });
});
