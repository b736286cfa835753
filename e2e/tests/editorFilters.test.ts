import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { EditorSegmentPage } from '@tessera/contracts';
import { createJobs, createProject, csrfHeader } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();

const strings = { open: 'Open the menu', save: 'Save the file', close: 'Close the menu' };

const segmentRow = (page: Page, source: string) =>
  page.getByRole('row').filter({ hasText: source });
const shownSources = (page: Page) =>
  page
    .getByRole('row')
    .filter({ hasText: /the (menu|file)/ })
    .allInnerTexts()
    .then((rows) => rows.map((row) => /(Open|Save|Close) the (menu|file)/.exec(row)?.[0]));

/** Saves the targets of the part's segments through the API, in file order; confirms those asked. */
async function translate(page: Page, jobPartId: number, targets: [string, boolean][]) {
  const answer = await page.request.get(`/api/editor/segments?jobPart=${jobPartId}`);
  const { segments } = (await answer.json()) as EditorSegmentPage;
  for (const [index, [target, confirm]] of targets.entries()) {
    const segment = segments[index]!;
    const saved = await page.request.put('/api/editor/segment', {
      data: { jobPartId, segmentId: segment.id, target, version: segment.version, confirm },
      headers: await csrfHeader(page),
    });
    expect(saved.status()).toBe(200);
  }
}

describe('editor filters', () => {
  test('filters to unconfirmed segments, searches a word, and finds and replaces in targets', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `Filters${Date.now()}`);
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'strings.json': JSON.stringify(strings) },
    );
    const jobPartId = created.jobs[0]!.id;
    await translate(page, jobPartId, [
      ['Menü öffnen', false],
      ['Datei speichern', true],
      ['Menü schließen', false],
    ]);
    await page.goto(`/twe/translation/job/${jobPartId}`);
    await segmentRow(page, 'Save the file').getByText('Confirmed').waitFor();

    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Unconfirmed' }).click();
    await expect.poll(() => shownSources(page)).toEqual(['Open the menu', 'Close the menu']);

    await page.getByLabel('Search in source').fill('close');
    await expect.poll(() => shownSources(page)).toEqual(['Close the menu']);
    await page.getByLabel('Search in source').fill('nowhere');
    await page.getByText('No segments match the filter.').waitFor();
    await page.getByLabel('Search in source').fill('');
    await expect.poll(() => shownSources(page)).toEqual(['Open the menu', 'Close the menu']);

    await page.getByRole('button', { name: 'Find and replace' }).click();
    const modal = page.getByRole('dialog', { name: 'Find and replace' });
    await modal.getByLabel('Find', { exact: true }).fill('Menü');
    await modal.getByLabel('Replace with').fill('Hauptmenü');
    await modal.getByRole('button', { name: 'Replace all' }).click();
    await modal.getByText('2 segments changed.').waitFor();
    await shot(page, 'editor-find-replace');
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await segmentRow(page, 'Close the menu').getByText('Hauptmenü schließen').waitFor();
    await segmentRow(page, 'Open the menu').getByText('Hauptmenü öffnen').waitFor();

    // The confirmed segment was outside the filter and kept its text.
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect
      .poll(() => shownSources(page))
      .toEqual(['Open the menu', 'Save the file', 'Close the menu']);
    await segmentRow(page, 'Save the file').getByText('Datei speichern').waitFor();
  });
});
