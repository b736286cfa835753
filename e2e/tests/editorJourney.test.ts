import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobStatusLabels } from '@tessera/contracts';
import {
  assignedPerLocale,
  assignGermanMemory,
  assignGermanTermBase,
  createJobs,
  createProject,
  userIdOf,
} from '../src/api.js';
import { englishGermanTmx, xliffOf } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { row, shot } from '../src/ui.js';

const browser = useBrowser();

// Segment 1 is one word off a memory unit, segment 2 holds a term, segment 3 is new.
const xliff = xliffOf(
  ['Please open the folder before you start.', 'Press the button to save.', 'Thank you.'],
  'guide.html',
);
const tmx = englishGermanTmx([
  ['Please open the file before you start.', 'Bitte öffnen Sie die Datei, bevor Sie beginnen.'],
]);
const translated = {
  1: 'Bitte öffnen Sie den Ordner, bevor Sie beginnen.',
  2: 'Drücken Sie die Schaltfläche, um zu speichern.',
  3: 'Vielen Dank.',
};

const target = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Target ${n}`, exact: true });
const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const selectJob = (page: Page) =>
  page.getByRole('checkbox', { name: 'guide.xlf de', exact: true }).click();

describe('a job from assignment to the translated file', () => {
  test('a linguist translates in the editor and completes; the manager downloads and audits', async () => {
    const pm = await browser.openAs('pm', '/web/project/list');
    const linguist = await browser.openAs('linguist', '/web/project/list');
    const name = `Guide${Date.now()}`;
    const project = await createProject(pm, name);
    await assignGermanMemory(pm, project.uid, `Guide memory ${Date.now()}`, tmx);
    // "button" is "Schaltfläche", never "Knopf".
    await assignGermanTermBase(pm, project.uid, `Guide terms ${Date.now()}`, [
      [
        { lang: 'en', text: 'button', status: 'APPROVED' },
        { lang: 'de', text: 'Schaltfläche', status: 'APPROVED' },
        { lang: 'de', text: 'Knopf', status: 'FORBIDDEN' },
      ],
    ]);
    await createJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: assignedPerLocale({ de: [await userIdOf(linguist)] }),
      },
      { 'guide.xlf': xliff },
    );

    // The linguist finds the job by clicking from the project list, accepts it and opens it.
    await linguist.reload();
    await linguist.getByRole('link', { name, exact: true }).click();
    await selectJob(linguist);
    await linguist.getByRole('button', { name: 'Change status' }).click();
    await linguist.getByRole('menuitem', { name: 'Accept' }).click();
    await expect
      .poll(() => row(linguist, 'guide.xlf').innerText())
      .toContain(jobStatusLabels.ASSIGNED);
    const [editor] = await Promise.all([
      linguist.context().waitForEvent('page'),
      jobList(linguist).getByRole('button', { name: 'Open in editor' }).click(),
    ]);
    await target(editor, 1).waitFor();

    // Segment 1: the near memory match, taken with Ctrl+1, edited and confirmed.
    const matches = editor.getByRole('region', { name: 'Translation memory matches' });
    await matches.getByText('Bitte öffnen Sie die Datei, bevor Sie beginnen.').waitFor();
    await target(editor, 1).press('Control+1');
    await expect
      .poll(() => target(editor, 1).innerText())
      .toBe('Bitte öffnen Sie die Datei, bevor Sie beginnen.');
    await target(editor, 1).fill(translated[1]);
    await target(editor, 1).press('Control+Enter');

    // Segment 2: the term base's hit, a forbidden term used, its QA warning, then fixed.
    await target(editor, 2).waitFor();
    const terms = editor.getByRole('region', { name: 'Terms' });
    await terms.getByText('Schaltfläche').waitFor();
    await terms.getByText('Forbidden').waitFor();
    await target(editor, 2).fill('Drücken Sie den Knopf, um zu speichern.');
    await target(editor, 2).press('Control+Enter');
    const qa = editor.getByRole('region', { name: 'QA warnings' });
    await target(editor, 3).waitFor();
    await target(editor, 3).press('Alt+ArrowUp');
    await qa
      .getByText('An approved term translation is missing or a forbidden term is used.')
      .waitFor();
    await shot(editor, 'journey-qa-warning');
    await target(editor, 2).fill(translated[2]);
    await target(editor, 2).press('Control+Enter');
    await target(editor, 3).press('Alt+ArrowUp');
    await qa.getByText('No warnings.').waitFor();

    // Segment 3: typed and confirmed; every segment is now confirmed.
    await target(editor, 2).press('Alt+ArrowDown');
    await target(editor, 3).fill(translated[3]);
    await target(editor, 3).press('Control+Enter');
    for (const source of ['Please open', 'Press the button', 'Thank you'])
      await editor.getByRole('row').filter({ hasText: source }).getByText('Confirmed').waitFor();
    await editor.close();

    // Back in the job list, the linguist completes the job.
    await linguist.reload();
    await expect.poll(() => row(linguist, 'guide.xlf').innerText()).toContain('100%');
    await selectJob(linguist);
    await linguist.getByRole('button', { name: 'Change status' }).click();
    await linguist.getByRole('menuitem', { name: 'Complete' }).click();
    await expect
      .poll(() => row(linguist, 'guide.xlf').innerText())
      .toContain(jobStatusLabels.COMPLETED_BY_LINGUIST);

    // The manager downloads the translated file in its own format.
    await pm.goto('/web/project/list');
    await pm.getByRole('link', { name, exact: true }).click();
    await selectJob(pm);
    await jobList(pm).getByRole('button', { name: 'Download', exact: true }).click();
    const [download] = await Promise.all([
      pm.waitForEvent('download'),
      pm.getByRole('menuitem', { name: 'Completed', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlf$/);
    const file = fs.readFileSync(await download.path(), 'utf8');
    for (const text of Object.values(translated)) expect(file).toContain(text);

    // ... and reads the segment's history in the audit report.
    await jobList(pm).getByRole('button', { name: 'Segment audit report' }).click();
    await pm.waitForURL(/\/jobPartAudit\?/);
    await pm.getByRole('button', { name: 'Show report' }).click();
    const audited = pm.getByRole('table').getByRole('row').filter({ hasText: 'Press the button' });
    await audited.getByText(translated[2]).waitFor();
    await audited.getByText('linguist').waitFor();
    await shot(pm, 'journey-audit');
  });
});
