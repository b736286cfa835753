import { describe, expect, test } from 'vitest';
import { serverMessages, shellMessages, webMessages } from '@tessera/contracts';
import { postJson } from '../src/api.js';
import { E2E_PASSWORD, useBrowser } from '../src/harness.js';
import { choose, row, shown } from '../src/ui.js';

const browser = useBrowser();

describe('setup', () => {
  test('an admin creates a client and sees it in the list; a duplicate name is refused', async () => {
    const page = await browser.openAs('admin', '/web/setup/index?tab=clients');
    const name = `Umbrella ${Date.now()}`;
    await page.getByRole('button', { name: 'Create client' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(`${name} was created.`).waitFor();
    await page.getByRole('row').filter({ hasText: name }).waitFor();

    await page.getByRole('button', { name: 'Create client' }).click();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Name').press('Enter');
    await dialog.getByText(serverMessages.nameTaken).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('row').filter({ hasText: name }).count()).toBe(1);
  });

  test('an admin deletes a subject after confirming', async () => {
    const page = await browser.openAs('admin', '/web/setup/index?tab=subjects');
    const name = `Subject ${Date.now()}`;
    await page.getByRole('button', { name: 'Create subject' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('radio').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByText(`Delete ${name}? This cannot be undone.`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`${name} was deleted.`).waitFor();
    expect(await row.count()).toBe(0);
  });

  test('setup is for admins only', async () => {
    const page = await browser.openAs('pm', '/web/setup/index');
    await shown(page, webMessages.noPermission).waitFor();
    expect(await page.getByRole('tab', { name: 'Clients' }).count()).toBe(0);
  });

  test('Sampled Post-Delivery QA needs the ASIN Loc vendor, and saving returns to setup', async () => {
    const page = await browser.openAs('admin', '/web/setup/postMortemScoringSettings');
    const checkbox = page.getByRole('checkbox', { name: /Allow ASIN Loc/ });
    await shown(page, shellMessages.postMortemVendorRequired).waitFor();
    expect(await checkbox.isDisabled()).toBe(true);

    await page.goto('/web/setup/index?tab=vendors');
    await page.getByRole('button', { name: 'Create vendor' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('ASIN Loc');
    await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('ASIN Loc was created.').waitFor();

    await page.goto('/web/setup/postMortemScoringSettings');
    await checkbox.waitFor();
    expect(await checkbox.isDisabled()).toBe(false);
    expect(await shown(page, shellMessages.postMortemVendorRequired).count()).toBe(0);
    await checkbox.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/web/setup/index');

    await page.goto('/web/setup/scoringModel');
    await page.getByRole('button', { name: 'Map project templates to scoring models' }).waitFor();
  });

  test('the scoring model import takes only an .xlsx file and enables Submit once one is chosen', async () => {
    const page = await browser.openAs('admin', '/web/setup/scoringModel');
    await page.getByRole('button', { name: 'Import Scoring Model' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    const file = dialog.locator('input[type=file]');
    expect(await submit.isDisabled()).toBe(true);
    expect(await file.getAttribute('accept')).toContain('.xlsx');

    await file.setInputFiles({
      name: 'model.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b'),
    });
    await dialog.getByText(webMessages.xlsxOnly).waitFor();
    expect(await submit.isDisabled()).toBe(true);

    await file.setInputFiles({
      name: 'model.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('a workbook'),
    });
    await dialog.getByText(webMessages.xlsxOnly).waitFor({ state: 'detached' });
    expect(await submit.isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  test("a user's default machine translation, chosen in Setup > Users, starts their new projects", async () => {
    const admin = await browser.openAs('admin');
    const engine = `Own engine ${Date.now()}`;
    const userName = `mtpm${Date.now()}`;
    await postJson(admin, '/api/setup/machineTranslateSettings', {
      name: engine,
      type: 'LIBRETRANSLATE',
      baseUrl: 'https://mt.tessera.example',
    });
    await postJson(admin, '/api/setup/users', {
      userName,
      password: E2E_PASSWORD,
      role: 'PROJECT_MANAGER',
    });
    await admin.goto('/web/setup/index?tab=users');
    await row(admin, userName).getByRole('radio').click();
    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Default machine translation', { exact: true }).click();
    await dialog.getByRole('option', { name: engine }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const pm = await browser.openAs(userName, '/web/project/create');
    await pm.getByLabel('Name', { exact: true }).fill(`With my engine ${Date.now()}`);
    await choose(pm, 'Source language', ['English']);
    await choose(pm, 'Target languages', ['German']);
    for (let step = 0; step < 2; step++)
      await pm.getByRole('button', { name: 'Next', exact: true }).click();
    const select = pm.getByLabel('Machine translation engine', { exact: true });
    expect(await select.innerText()).toContain(engine);
  });
});
