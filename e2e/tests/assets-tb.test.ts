import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createProject } from '../src/api.js';
import { writeFile } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { choose, screenshotsIn } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-assets');

// A term table: a header row of locale codes, then one concept per row.
const writeCsv = () =>
  writeFile('terms.csv', 'en,de,definition\nhouse,Haus,A building to live in\ncar,Auto,\n');

describe('term bases', () => {
  test('create, import a CSV, add a concept with a forbidden term, edit and delete one, export TBX and XLSX', async () => {
    const page = await browser.openAs('pm', '/web/termBase/list');
    const name = `Housing ${Date.now()}`;
    await page.getByRole('heading', { name: 'Term bases' }).waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL('**/web/termBase/create');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, 'Languages', ['English', 'German']);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL('**/web/termBase/show/**');
    await page.getByRole('heading', { name }).waitFor();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(writeCsv());
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Imported 2, skipped 0, duplicates 0.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const rows = page.getByRole('row');
    await rows.filter({ hasText: 'Haus' }).filter({ hasText: 'A building to live in' }).waitFor();
    await rows.filter({ hasText: 'Auto' }).waitFor();

    await page.getByRole('button', { name: 'Add concept' }).click();
    await dialog.getByLabel('Term (English)').fill('building');
    await dialog.getByLabel('Term (German)').fill('Gebäude');
    // A single select closes on its choice; Escape would dismiss the modal.
    await dialog.getByLabel('Status (German)').click();
    await page.getByRole('option', { name: 'Forbidden' }).click();
    await dialog.getByLabel('Definition').fill('Any structure');
    await shot(page, 'tb-add-concept');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The concept was saved.').waitFor();
    const added = rows.filter({ hasText: 'Gebäude' });
    await added.waitFor();
    expect(await added.innerText()).toContain('Forbidden');

    await rows.filter({ hasText: 'Auto' }).getByRole('radio').click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByLabel('Term (German)').fill('Wagen');
    await dialog.getByLabel('Status (German)').click();
    await page.getByRole('option', { name: 'Not approved' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const edited = rows.filter({ hasText: 'Wagen' });
    await edited.waitFor();
    expect(await edited.innerText()).toContain('Not approved');

    await edited.getByRole('radio').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByText('Delete the concept "car / Wagen"? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The concept was deleted.').waitFor();
    await edited.waitFor({ state: 'detached' });

    await page.getByLabel('Search terms').fill('haus');
    await rows.filter({ hasText: 'Gebäude' }).waitFor({ state: 'detached' });
    await rows.filter({ hasText: 'Haus' }).waitFor();
    await shot(page, 'tb-search');
    await page.getByLabel('Search terms').fill('');
    await added.waitFor();
    await shot(page, 'tb-concepts');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export TBX' }).click(),
    ]);
    const exported = fs.readFileSync(await download.path(), 'utf8');
    expect(exported).toContain('Gebäude');
    expect(exported).toContain('deprecatedTerm-admn-sts');
    expect(exported).toContain('Haus');
    const [workbook] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export XLSX' }).click(),
    ]);
    // An .xlsx file is a zip archive.
    expect(
      fs
        .readFileSync(await workbook.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await page.goto('/web/termBase/list');
    const listed = page.getByRole('row').filter({ hasText: name });
    await listed.waitFor();
    expect(await listed.innerText()).toContain('German 2');
    await shot(page, 'tb-list');
  });

  test('a term base created from a project returns to that project', async () => {
    const page = await browser.openAs('pm');
    const { uid } = await createProject(page, `Glossary project ${Date.now()}`);

    await page.goto(`/web/termBase/create?project=${uid}`);
    await page.getByLabel('Name', { exact: true }).fill(`Project terms ${Date.now()}`);
    await choose(page, 'Languages', ['English']);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(`**/web/project2/show/${uid}`);
    await page.getByText(/^Project terms \d+ was created\.$/).waitFor();
  });
});
