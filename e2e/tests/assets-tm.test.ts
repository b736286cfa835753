import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { csrfHeader } from '../src/api.js';
import { writeFile } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { choose, screenshotsIn, shown } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-assets');

const tmx = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="e2e" creationtoolversion="1" segtype="sentence" o-tmf="e2e" adminlang="en" srclang="en" datatype="plaintext"/>
  <body>
    <tu><tuv xml:lang="en"><seg>Hello world</seg></tuv><tuv xml:lang="de"><seg>Hallo Welt</seg></tuv></tu>
    <tu><tuv xml:lang="en"><seg>Good morning</seg></tuv><tuv xml:lang="de"><seg>Guten Morgen</seg></tuv></tu>
    <tu><tuv xml:lang="en"><seg>Thank you</seg></tuv><tuv xml:lang="de"><seg>Danke</seg></tuv></tu>
  </body>
</tmx>
`;

describe('translation memories', () => {
  test('create, import TMX, search, edit a unit, export the edit, delete a unit and the memory', async () => {
    const page = await browser.openAs('pm', '/web/transMemory/list');
    const name = `Greetings ${Date.now()}`;
    await page.getByRole('heading', { name: 'Translation memories' }).waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL('**/web/transMemory/create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await shown(page, 'The name is required').waitFor();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, 'Source language', ['English']);
    await choose(page, 'Target languages', ['German']);
    await shot(page, 'tm-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL('**/web/transMemory/show/**');
    await page.getByRole('heading', { name }).waitFor();

    await page.getByRole('button', { name: 'Import TMX' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(writeFile('greetings.tmx', tmx));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Imported 3, skipped 0, duplicates 0.').waitFor();
    await shot(page, 'tm-import-done');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Import TMX' }).click();
    await dialog.locator('input[type=file]').setInputFiles(writeFile('broken.tmx', 'not a TMX'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText(/^The import failed: .+/).waitFor();
    await shot(page, 'tm-import-failed');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const units = page.getByRole('row');
    await units.filter({ hasText: 'Hallo Welt' }).waitFor();
    const details = page.locator('main').filter({ hasText: 'Units English → German' });
    expect(await details.innerText()).toMatch(/Units English → German\s*3/);
    await shot(page, 'tm-units');

    await page.getByLabel('Search units').fill('MORNING');
    await units.filter({ hasText: 'Hallo Welt' }).waitFor({ state: 'detached' });
    const morning = units.filter({ hasText: 'Good morning' });
    await morning.getByRole('radio').click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByLabel('Target (German)').fill('Guten Morgen, Welt');
    await shot(page, 'tm-edit-unit');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The unit was saved.').waitFor();
    await units.filter({ hasText: 'Guten Morgen, Welt' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export TMX' }).click(),
    ]);
    const exported = fs.readFileSync(await download.path(), 'utf8');
    expect(exported).toContain('Guten Morgen, Welt');
    expect(exported).toContain('Hallo Welt');

    await page.getByLabel('Search units').fill('');
    const thanks = units.filter({ hasText: 'Thank you' });
    await thanks.getByRole('radio').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByText('Delete the unit "Thank you"? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The unit was deleted.').waitFor();
    await thanks.waitFor({ state: 'detached' });

    await page.goto('/web/transMemory/list');
    const listed = page.getByRole('row').filter({ hasText: name });
    await listed.waitFor();
    expect(await listed.innerText()).toContain('German 2');
    await shot(page, 'tm-list');
    await listed.getByRole('radio').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByText(`Delete ${name}? This cannot be undone.`).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`${name} was deleted.`).waitFor();
    await listed.waitFor({ state: 'detached' });
  });

  test('a linguist reads a memory without edit controls; the list is for managers', async () => {
    const manager = await browser.openAs('pm');
    const created = await manager.request.post('/api/transMemory', {
      headers: await csrfHeader(manager),
      data: { name: `Read only ${Date.now()}`, sourceLang: 'en', targetLangs: ['de'] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const page = await browser.openAs('linguist', `/web/transMemory/show/${id}`);
    await page.getByText('Linguists can read this translation memory but not change it.').waitFor();
    expect(await page.getByRole('button', { name: 'Import TMX' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Export TMX' }).count()).toBe(0);
    await shot(page, 'tm-linguist');
    await page.goto('/web/transMemory/list');
    await page.getByText('You do not have permission to view this page.').waitFor();
  });
});
