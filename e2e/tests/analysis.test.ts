import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  analysisBandLabels,
  jobMessages,
  shellMessages,
  type Project,
  analysisPageMessages,
  type AnalysisBand,
  format,
  projectMessages,
  webMessages,
  type BackgroundTask,
} from '@tessera/contracts';
import { createJobs, createProject, csrfHeader, postJson } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { screenshotsIn, shown } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-analysis');

// Every segment's band is known: an exact TM match, one word of fourteen changed (93%), a
// sentence the TM does not know, and that sentence again (a repetition).
const exact = 'The quick brown fox jumps over the lazy dog today.';
const fuzzySource = 'Please save your changes before you close the editor and leave this page now.';
const fuzzyTmSource =
  'Please save your changes before you close the viewer and leave this page now.';
const unknown = 'Weather reports arrive every morning.';

const tmx = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="e2e" creationtoolversion="1" segtype="sentence" o-tmf="e2e" adminlang="en" srclang="en" datatype="plaintext"/>
  <body>
    <tu><tuv xml:lang="en"><seg>${exact}</seg></tuv><tuv xml:lang="de"><seg>Der schnelle braune Fuchs springt heute über den faulen Hund.</seg></tuv></tu>
    <tu><tuv xml:lang="en"><seg>${fuzzyTmSource}</seg></tuv><tuv xml:lang="de"><seg>Bitte speichern Sie Ihre Änderungen, bevor Sie den Betrachter schließen.</seg></tuv></tu>
  </body>
</tmx>
`;

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="quote.html" source-language="en" datatype="html">
    <body>
      <trans-unit id="exact"><source>${exact}</source></trans-unit>
      <trans-unit id="fuzzy"><source>${fuzzySource}</source></trans-unit>
      <trans-unit id="unknown"><source>${unknown}</source></trans-unit>
      <trans-unit id="again"><source>${unknown}</source></trans-unit>
    </body>
  </file>
</xliff>
`;

/** A memory from English to German filled from TMX, read and written by the project's jobs. */
async function assignFilledMemory(page: Page, projectUid: string, name: string) {
  const memory = await postJson<{ id: number }>(page, '/api/transMemory', {
    name,
    sourceLang: 'en',
    targetLangs: ['de'],
  });
  const form = new FormData();
  form.append('file', new Blob([tmx]), 'quote.tmx');
  const started = await page.request.post(`/api/transMemory/import?id=${memory.id}`, {
    multipart: form,
    headers: await csrfHeader(page),
  });
  expect(started.ok(), await started.text()).toBe(true);
  let task = (await started.json()) as BackgroundTask;
  while (task.status === 'RUNNING') {
    await page.waitForTimeout(200);
    task = (await (
      await page.request.get(`/api/backgroundTask?id=${task.id}`)
    ).json()) as BackgroundTask;
  }
  expect(task.status).toBe('OK');
  const query = new URLSearchParams({
    project: projectUid,
    readTransMemory: String(memory.id),
    writeTransMemory: String(memory.id),
    penalty: '0',
  });
  const assigned = await page.request.get(`/web/api/v2/project/setTransMemories?${query}`, {
    headers: await csrfHeader(page),
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
}

/** The cells of the table row whose header is the given band label. */
async function bandRow(page: Page, table: string, band: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: band, exact: true }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  return cells.map((cell) => cell.trim());
}

const analyses = (page: Page) => page.getByRole('region', { name: 'Analyses' });

describe('analyses', () => {
  test('a manager analyses a job against the TM, reads the bands, renames, downloads and deletes it', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const stamp = Date.now();
    const project = await createProject(page, `Analysis ${stamp}`, ['de']);
    await assignFilledMemory(page, project.uid, `Quote TM ${stamp}`);
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'quote.xlf': xliff },
    );

    await page.goto(`/web/project2/show/${project.uid}`);
    await analyses(page).getByText(projectMessages.noAnalyses).waitFor();
    await page.getByRole('checkbox', { name: 'quote.xlf de', exact: true }).click();
    await page
      .getByRole('region', { name: 'Jobs' })
      .getByRole('button', { name: 'Create analysis' })
      .click();
    await page.waitForURL(`**/web/analysis/create/${project.uid}`);
    await page.getByRole('heading', { name: 'Create analysis', level: 1 }).waitFor();
    // The project has no workflow steps to compare with.
    expect(await page.getByRole('radio', { name: 'Compare' }).isDisabled()).toBe(true);
    const name = `Quote ${stamp}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await shot(page, 'create');
    await page.getByRole('button', { name: 'Create analysis', exact: true }).click();

    // Back on the project page, the list shows the analysis once its task is done.
    await page.waitForURL(`**/web/project2/show/${project.uid}`);
    await analyses(page).getByRole('link', { name }).waitFor();
    await analyses(page).getByText(analysisPageMessages.running).waitFor({ state: 'detached' });
    await shot(page, 'listed');
    await analyses(page).getByRole('link', { name }).click();
    await page.waitForURL('**/web/analyse/show/**');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Total', exact: true }).waitFor();
    await shot(page, 'show');

    // Segments, words of the source and each band's share of the 34 words, as counted by hand.
    const expected: Array<[AnalysisBand | 'all', string, string, string]> = [
      ['repetitions', '1', '5', '14.71%'],
      ['internalFuzzy', '0', '0', '0%'],
      ['match101', '0', '0', '0%'],
      ['match100', '1', '10', '29.41%'],
      ['match95', '0', '0', '0%'],
      ['match85', '1', '14', '41.18%'],
      ['match75', '0', '0', '0%'],
      ['match50', '0', '0', '0%'],
      ['match0', '1', '5', '14.71%'],
      ['all', '4', '34', '100%'],
    ];
    for (const table of ['Total', 'quote.xlf (de)'])
      for (const [band, segments, words, percent] of expected) {
        const [shownSegments, shownWords, , shownPercent] = await bandRow(
          page,
          table,
          analysisBandLabels[band],
        );
        expect([table, band, shownSegments, shownWords, shownPercent]).toEqual([
          table,
          band,
          segments,
          words,
          percent,
        ]);
      }
    // The chart shows a band's words when the keyboard moves onto its bar.
    const chart = page.getByRole('application', { name: 'Words per match band' });
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText(/^Repetitions\s*Words\s*5$/).waitFor();
    await shot(page, 'chart');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Rename' }).click();
    await page.waitForURL('**/web/analyse/edit?id=*');
    const renamed = `${name} renamed`;
    await page.getByRole('textbox', { name: 'Name' }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page, 'The name is required').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/web/analyse/show/**');
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
    await page.getByText(format(webMessages.saved, { name: renamed })).waitFor();

    await page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(analysisBandLabels.match85);
    expect(csv).toContain('quote.xlf');

    await page.getByRole('link', { name: 'Open project' }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`);
    await analyses(page).getByRole('checkbox', { name: renamed, exact: true }).click();
    await analyses(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(format(webMessages.deleteConfirm, { name: renamed })).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await analyses(page).getByText(projectMessages.noAnalyses).waitFor();
    await shot(page, 'deleted');
  });

  test("a Compare analysis needs another workflow step than the jobs' one", async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const steps = (await (
      await page.request.get('/web/api/v9/workflowStep/list')
    ).json()) as Array<{
      id: number;
      name: string;
    }>;
    const stepId = (name: string) => steps.find((step) => step.name === name)?.id;
    const project = await postJson<Project>(page, '/api/project', {
      name: `Compare ${Date.now()}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
      workflowStepIds: [stepId('Translation'), stepId('Revision')],
    });
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'quote.xlf': xliff },
    );

    await page.goto(`/web/project2/show/${project.uid}?level=2`);
    await page.getByRole('checkbox', { name: 'quote.xlf de', exact: true }).click();
    await page
      .getByRole('region', { name: 'Jobs' })
      .getByRole('button', { name: 'Create analysis' })
      .click();
    await page.getByRole('heading', { name: 'Create analysis', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Compare' }).click();
    // No error before the first submit; then 'Compare with is required.' until a step is chosen.
    expect(await shown(page, jobMessages.compareWithRequired).count()).toBe(0);
    await page.getByRole('button', { name: 'Create analysis', exact: true }).click();
    await shown(page, jobMessages.compareWithRequired, true).waitFor();
    await shown(page, shellMessages.formContainsErrors, true).waitFor();
    await shot(page, 'compare-required');
    await page.getByRole('button', { name: /^Compare with/ }).click();
    // The jobs are at the revision step: only the translation step can be compared with.
    expect(await page.getByRole('option', { name: 'Revision' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.getByRole('option', { name: 'Translation' }).click();
    await shown(page, jobMessages.compareWithRequired, true).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create analysis', exact: true }).click();

    await page.waitForURL(`**/web/project2/show/${project.uid}?level=2`);
    const listed = analyses(page).getByRole('row').filter({ hasText: 'Compare' });
    await listed.waitFor();
    await listed.getByRole('link').click();
    await page.waitForURL('**/web/analyse/show/**');
    await page.getByText('Compared with level').waitFor();
    await shot(page, 'compare-show');
  });
});
