import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createProject, postJson } from '../src/api.js';
import { writeFile } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { choose, screenshotsIn } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-assets');

// A single select: its trigger comes before its option list, both named by the label.
async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The panel rows naming the given assets, cells joined by single spaces.
async function rowTexts(page: Page, names: string[]): Promise<string[]> {
  const texts = await page
    .getByRole('row')
    .filter({ hasText: new RegExp(names.join('|')) })
    .allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).sort();
}

const tmx = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="e2e" creationtoolversion="1" segtype="sentence" o-tmf="e2e" adminlang="en" srclang="en" datatype="plaintext"/>
  <body>
    <tu><tuv xml:lang="en"><seg>Hello world</seg></tuv><tuv xml:lang="de"><seg>Hallo Welt</seg></tuv></tu>
    <tu><tuv xml:lang="en"><seg>Thank you</seg></tuv><tuv xml:lang="de"><seg>Danke</seg></tuv></tu>
  </body>
</tmx>
`;

const writeTmx = () => writeFile('hello.tmx', tmx);

describe('term base and translation memory dialogs', () => {
  test('translation memories: create from the project, import, assign, and the write limit', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const stamp = Date.now();
    const project = await createProject(page, `Dialogs TM ${stamp}`, ['de', 'fr']);
    const [a, b, c] = ['A', 'B', 'C'].map((letter) => `${letter}${stamp}`) as [
      string,
      string,
      string,
    ];
    for (const name of [b, c])
      await postJson(page, '/api/transMemory', {
        name,
        sourceLang: 'en',
        targetLangs: ['de', 'fr'],
      });

    const projectPage = `/web/project2/show/${project.uid}`;
    await page.goto(projectPage);
    await page.getByText('No translation memories configured').waitFor();
    await page.locator(`a[href="/web/transMemory/create?project=${project.uid}"]`).click();
    await page.waitForURL('**/web/transMemory/create?project=*');
    await page.getByLabel('Name', { exact: true }).fill(a);
    await choose(page, 'Source language', ['English']);
    await choose(page, 'Target languages', ['German', 'French']);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(`**${projectPage}`);

    await page.getByRole('link', { name: 'Select TM' }).click();
    await page.getByRole('heading', { name: 'Select translation memories' }).waitFor();
    for (const name of [a, b])
      await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/web/project/assignTransMemory?project=*&workflow=-1');
    for (const locale of ['de', 'fr']) {
      await pick(page, page, 'Target locale', locale);
      await page.getByRole('checkbox', { name: `Write ${a}`, exact: true }).click();
      await pick(page, page, `Penalty ${b}`, '10%');
    }
    await shot(page, 'dialogs-tm-configure');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`**${projectPage}`);
    await expect
      .poll(() => rowTexts(page, [a, b]))
      .toEqual([
        `${a} de Default Yes Yes 0%`,
        `${a} fr Default Yes Yes 0%`,
        `${b} de Default Yes No 10%`,
        `${b} fr Default Yes No 10%`,
      ]);

    await page.getByRole('link', { name: a }).first().click();
    await page.waitForURL('**/web/transMemory/show/**');
    await page.getByRole('button', { name: 'Import TMX' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(writeTmx());
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Imported 2, skipped 0, duplicates 0.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(projectPage);
    await page.getByRole('link', { name: 'Select TM' }).click();
    await page.getByRole('checkbox', { name: `Select ${c}`, exact: true }).click();
    expect(await page.getByRole('checkbox', { name: `Select ${a}`, exact: true }).isChecked()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await pick(page, page, 'Target locale', 'de');
    await page.getByRole('checkbox', { name: `Write ${b}`, exact: true }).click();
    await page.getByRole('checkbox', { name: `Write ${c}`, exact: true }).click();
    await page.getByText('Locale de exceeds the allowed number of TM in write mode (2).').waitFor();
    await shot(page, 'dialogs-tm-limit');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
  });

  test('term bases: QA needs read, priorities, the mode switch and a mixed checkbox', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const stamp = Date.now();
    const project = await createProject(page, `Dialogs TB ${stamp}`, ['de', 'fr']);
    const [one, two] = [`Glossary${stamp}`, `Terms${stamp}`];
    for (const name of [one, two])
      await postJson(page, '/api/termBase', { name, langs: ['en', 'de', 'fr'] });

    const projectPage = `/web/project2/show/${project.uid}`;
    await page.goto(projectPage);
    await page.getByText('No term bases configured').waitFor();
    expect(await page.getByRole('button', { name: 'Configure' }).first().isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Select TB' }).click();
    await page.getByRole('heading', { name: 'Select term bases' }).waitFor();
    for (const name of [one, two])
      await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/web/project/assignTermBase?project=*');

    const qaError = `${one}/de requires read permission to be enabled for enabling permissions for QA`;
    await page.getByRole('checkbox', { name: `Read ${one}`, exact: true }).click();
    await page.getByRole('checkbox', { name: `QA ${one}`, exact: true }).click();
    await page.getByText(qaError).waitFor();
    await shot(page, 'dialogs-tb-qa');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: `Read ${one}`, exact: true }).click();
    await page.getByText(qaError).waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: `QA ${one}`, exact: true }).isChecked()).toBe(
      true,
    );
    for (const locale of ['de', 'fr']) {
      await pick(page, page, 'Target locale', locale);
      await pick(page, page, `Priority ${one}`, 'Primary');
      await pick(page, page, `Priority ${two}`, 'Secondary');
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`**${projectPage}`);
    await expect
      .poll(() => rowTexts(page, [one, two]))
      .toEqual([
        `${one} de Yes No Yes Primary`,
        `${one} fr Yes No No Primary`,
        `${two} de Yes No No Secondary`,
        `${two} fr Yes No No Secondary`,
      ]);

    await page.getByRole('button', { name: 'Configure' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Configure term bases' });
    // Nothing changed yet: the mode switches without asking.
    await dialog.getByText('All locales').click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    const qa = dialog.getByRole('checkbox', { name: `QA ${one}`, exact: true });
    expect(await qa.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await shot(page, 'dialogs-tb-mixed');
    await qa.click();
    expect(await qa.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(false);
    expect(await qa.isChecked()).toBe(true);
    // Now a switch would lose the change: it asks, and Cancel keeps it.
    await dialog.getByText('Per locale').click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await qa.isChecked()).toBe(true);
    expect(await confirm.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => rowTexts(page, [one]))
      .toEqual([`${one} de Yes No Yes Primary`, `${one} fr Yes No Yes Primary`]);
  });
});
