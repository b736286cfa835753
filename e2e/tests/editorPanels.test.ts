import { describe, expect, test } from 'vitest';
import { assignGermanMemory, createJobs, createProject } from '../src/api.js';
import { englishGermanTmx, xliffOf } from '../src/files.js';
import { useBrowser } from '../src/harness.js';

const browser = useBrowser();

// The segment differs from the memory's unit by one word: a near match, not an exact one.
const xliff = xliffOf(['Please open the folder before you start.'], 'help.html');
const tmx = englishGermanTmx([
  ['Please open the file before you start.', 'Bitte öffnen Sie die Datei, bevor Sie beginnen.'],
]);

describe('editor side panels', () => {
  test('a near TM match is listed with its diff, and Ctrl+1 puts its target into the segment', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `EditorPanels${Date.now()}`);
    const memory = `Help ${Date.now()}`;
    await assignGermanMemory(page, project.uid, memory, tmx);
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'help.xlf': xliff },
    );
    await page.goto(`/twe/translation/job/${created.jobs[0]!.id}`);
    const box = page.getByRole('textbox', { name: 'Target 1', exact: true });
    await box.waitFor();

    const matches = page.getByRole('region', { name: 'Translation memory matches' });
    await matches.getByText('Bitte öffnen Sie die Datei, bevor Sie beginnen.').waitFor();
    await matches.getByText(memory).waitFor();
    expect(await matches.locator('ins').first().innerText()).toBe('folder');
    expect(await matches.locator('del').first().innerText()).toBe('file');
    for (const name of ['Machine translation', 'Terms', 'QA warnings', 'History'])
      await page.getByRole('region', { name }).waitFor();

    await box.press('Control+1');
    await expect
      .poll(() => box.innerText())
      .toBe('Bitte öffnen Sie die Datei, bevor Sie beginnen.');

    // Confirming saves a change: the History panel asks again and lists it.
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('No changes.').waitFor();
    await box.press('Control+Enter');
    await history.getByText('Bitte öffnen Sie die Datei, bevor Sie beginnen.').waitFor();

    await page.getByRole('button', { name: 'Open help panel' }).click();
    await page.getByText('Ctrl+1…9').waitFor();
  });
});
