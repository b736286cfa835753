import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { assetMessages, format, type ReferenceFile } from '@tessera/contracts';
import { readZip } from '@tessera/filters';
import { createProject, csrfHeader } from '../src/api.js';
import { writeFile } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { choose, screenshotsIn } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-refs');

const bytesOf = async (download: Download) => fs.readFileSync(await download.path());

// The References panel: the innermost block holding its heading (with the counter) and its table.
const referencePanel = (page: Page) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: /^References/ }) })
    .filter({ has: page.getByRole('table', { name: 'References' }) })
    .last();

async function addReference(page: Page, button: string, note: string, file?: string) {
  await referencePanel(page).getByRole('button', { name: 'Add reference' }).click();
  const dialog = page.getByRole('dialog');
  if (file) await dialog.locator('input[type=file]').setInputFiles(file);
  if (note) await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// Creates the template from its review step; answers its id once the list shows.
async function createTemplate(page: Page): Promise<number> {
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/projectTemplate') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create project template' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await page.waitForURL('**/web/projectTemplate/list');
  return id;
}

describe('references', () => {
  test('on a project page: add a note and a file, download one and a zip, delete one', async () => {
    const page = await browser.openAs('pm');
    const project = await createProject(page, `References ${Date.now()}`);
    await page.goto(`/web/project2/show/${project.uid}`);
    const panel = referencePanel(page);
    await panel.getByText(assetMessages.noReferences).waitFor();

    await panel.getByRole('button', { name: 'Add reference' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText(assetMessages.referenceFileOrNote).waitFor();
    await shot(page, 'add-empty');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addReference(page, 'Upload', 'Use the formal address');
    const text = 'Haus = house\nAuto = car\n';
    await addReference(page, 'Upload', '', writeFile('glossary-notes.txt', text));
    const rows = panel.getByRole('row');
    const noteRow = rows.filter({ hasText: 'Use the formal address' });
    const fileRow = rows.filter({ hasText: 'glossary-notes.txt' });
    await fileRow.waitFor();
    expect(await noteRow.innerText()).toContain('—');
    expect(await fileRow.innerText()).toContain('pm');
    await shot(page, 'panel');

    await fileRow.getByRole('checkbox').check();
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(single.suggestedFilename()).toBe('glossary-notes.txt');
    expect((await bytesOf(single)).toString('utf8')).toBe(text);

    await noteRow.getByRole('checkbox').check();
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('references.zip');
    const entries = readZip(new Uint8Array(await bytesOf(zip)));
    const file = entries.find((entry) => entry.name === 'glossary-notes.txt');
    expect(new TextDecoder().decode(file?.data)).toBe(text);
    const note = entries.find((entry) => entry.name.startsWith('note-'));
    expect(new TextDecoder().decode(note?.data)).toBe('Use the formal address');

    await fileRow.getByRole('checkbox').uncheck();
    await panel.getByRole('button', { name: 'Delete' }).click();
    await dialog
      .getByText(format(assetMessages.deleteReferencesConfirm, { names: 'Use the formal address' }))
      .waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await noteRow.waitFor({ state: 'detached' });
    await page.reload();
    await fileRow.waitFor();
    expect(await noteRow.count()).toBe(0);

    // A template made from the project gets a copy of the project's file.
    await page.goto(`/web/projectTemplate/create/${project.uid}`);
    const templateName = `From references ${Date.now()}`;
    await page.getByLabel('Template name', { exact: true }).fill(templateName);
    await page.getByRole('button', { name: 'Review and create', exact: true }).click();
    const id = await createTemplate(page);
    const listed = await page.request.get(
      `/web/api/v9/referenceFile/listByProjectTemplate?template=${id}`,
    );
    const [copy, ...others] = (await listed.json()) as ReferenceFile[];
    expect([copy?.name, others.length]).toEqual(['glossary-notes.txt', 0]);
    const copied = await page.request.get(
      `/web/api/v2/referenceFile/download?referenceFile=${copy?.id ?? 0}`,
    );
    expect(await copied.text()).toBe(text);
  });

  test('template mode keeps assets in the form until the template is created', async () => {
    const page = await browser.openAs('pm', '/web/projectTemplate/create');
    const templateName = `Reference template ${Date.now()}`;
    const memory = `Template TM ${Date.now()}`;
    const tm = await page.request.post('/api/transMemory', {
      data: { name: memory, sourceLang: 'en', targetLangs: ['de'] },
      headers: await csrfHeader(page),
    });
    expect(tm.status()).toBe(201);
    await page.getByRole('heading', { name: 'Project template details' }).waitFor();
    await page.getByLabel('Template name', { exact: true }).fill(templateName);
    await page.getByLabel('Project name (optional)').fill(templateName);
    await choose(page, 'Source language', ['English']);
    await choose(page, 'Target languages', ['German']);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const panel = referencePanel(page);
    await panel.getByText(assetMessages.noReferences).waitFor();

    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const text = 'Terms of the trade\n';
    await addReference(page, 'Confirm', 'For legal texts', writeFile('legal.txt', text));
    await panel.getByRole('row').filter({ hasText: 'legal.txt' }).waitFor();
    await page.getByRole('button', { name: 'Select TM' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: `Select ${memory}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('checkbox', { name: `Write ${memory}`, exact: true }).check();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: memory }).waitFor();
    await shot(page, 'template-assets');
    const assetCalls = (paths: string[]) =>
      paths.filter((url) => /\/referenceFile\/|\/set(TermBases|TransMemories)/.test(url));
    expect(assetCalls(requests)).toEqual([]);

    await page.getByRole('button', { name: 'Review and create', exact: true }).click();
    await page.locator('main').getByText('References added').waitFor();
    await shot(page, 'template-review');
    const id = await createTemplate(page);
    // The save reads what the new template holds, uploads the reference, then sets the memory.
    expect(assetCalls(requests)).toEqual([
      '/web/api/v9/referenceFile/listByProjectTemplate',
      '/web/api/v2/referenceFile/createForTemplate',
      '/web/api/v2/projectTemplate/setTransMemories',
    ]);
    const memories = await page.request.get(
      `/web/api/v2/projectTemplate/getTransMemories?template=${id}`,
    );
    const assigned = (await memories.json()) as Array<{ name: string; targetLang: string }>;
    expect(assigned.map((row) => [row.name, row.targetLang])).toEqual([[memory, 'de']]);

    const listed = await page.request.get(
      `/web/api/v9/referenceFile/listByProjectTemplate?template=${id}`,
    );
    const stored = (await listed.json()) as ReferenceFile[];
    expect(stored.map((reference) => [reference.name, reference.note])).toEqual([
      ['legal.txt', 'For legal texts'],
    ]);

    // A project from the template gets the server's copies, and no second one from the wizard.
    await page.goto(`/web/project/create?templateId=${id}`);
    await page.getByLabel('Name', { exact: true }).fill(`${templateName} project`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await panel.getByRole('row').filter({ hasText: 'legal.txt' }).waitFor();
    await page.getByRole('row').filter({ hasText: memory }).waitFor();
    await page.getByRole('button', { name: 'Review and create', exact: true }).click();
    requests.length = 0;
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { name: `${templateName} project` }).waitFor();
    const changing = /\/referenceFile\/(create|delete)|\/set(TermBases|TransMemories)/;
    expect(requests.filter((url) => changing.test(url))).toEqual([]);
    await page.getByRole('row').filter({ hasText: memory }).waitFor();
    const projectRow = referencePanel(page).getByRole('row').filter({ hasText: 'legal.txt' });
    await projectRow.waitFor();
    expect(await projectRow.count()).toBe(1);
    await shot(page, 'project-from-template');
  });

  test('a failed asset save keeps the created project and a retry adds no second one', async () => {
    const page = await browser.openAs('pm', '/web/project/create');
    const name = `Partly saved ${Date.now()}`;
    const memory = `Doomed TM ${Date.now()}`;
    const headers = await csrfHeader(page);
    const tm = await page.request.post('/api/transMemory', {
      data: { name: memory, sourceLang: 'en', targetLangs: ['de'] },
      headers,
    });
    const { id: tmId } = (await tm.json()) as { id: number };
    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, 'Source language', ['English']);
    await choose(page, 'Target languages', ['German']);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await addReference(page, 'Upload', 'Keep me');
    await page.getByRole('button', { name: 'Select TM' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: `Select ${memory}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('checkbox', { name: `Write ${memory}`, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('row').filter({ hasText: memory }).waitFor();
    // Someone deletes the memory while the wizard is open: its assignment cannot be saved.
    const deleted = await page.request.delete(`/api/transMemory?id=${tmId}`, { headers });
    expect(deleted.ok()).toBe(true);

    await page.getByRole('button', { name: 'Review and create', exact: true }).click();
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByText(/^Failed to create project: .+/).waitFor();
    await shot(page, 'partly-saved');
    await page.getByRole('button', { name: 'Save project' }).click();
    await page.getByText(/^Failed to save project: .+/).waitFor();

    const listed = await page.request.get(`/api/project/list?name=${encodeURIComponent(name)}`);
    const answer = (await listed.json()) as
      Array<{ uid: string }> | { projects: Array<{ uid: string }> };
    const projects = Array.isArray(answer) ? answer : answer.projects;
    expect(projects).toHaveLength(1);
    const references = await page.request.get(
      `/web/api/v9/referenceFile/listByProject?project=${projects[0]?.uid ?? ''}`,
    );
    const stored = (await references.json()) as ReferenceFile[];
    expect(stored.map((reference) => reference.note)).toEqual(['Keep me']);
  });
});
