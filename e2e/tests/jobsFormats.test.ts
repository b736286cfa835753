import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { JobPart } from '@tessera/contracts';
import { createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();

const fixture = (path: string) =>
  fs.readFileSync(new URL(`../../packages/filters/test/fixtures/${path}`, import.meta.url));

// A Trados Studio file, an InDesign brochure, a DITA task and a PHP language file.
const files = [
  'sdlxliff/manual.sdlxliff',
  'idml/brochure.idml',
  'dita/task.dita',
  'php/language.php',
];
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const target = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Target ${n}`, exact: true });

describe('the formats Trados, InDesign, documentation and PHP teams send', () => {
  test('import through the wizard with an InDesign setting, and open in the editor', async () => {
    const page = await browser.openAs('pm', '/web');
    const project = await createProject(page, `Formats ${Date.now()}`, ['de']);
    await page.goto(`/web/job2/create/${project.uid}`);
    await page.getByRole('heading', { name: 'Job details', exact: true }).first().waitFor();
    await page.locator('input[type="file"]').setInputFiles(
      files.map((path) => ({
        name: nameOf(path),
        mimeType: 'application/octet-stream',
        buffer: fixture(path),
      })),
    );
    for (const path of files) await page.getByText(nameOf(path), { exact: true }).first().waitFor();

    await button(page, 'Next').click();
    await page.getByRole('heading', { name: 'Default', exact: true }).waitFor();
    await button(page, 'Next').click();
    // The brochure's master spread holds a footer, read only when asked for.
    await button(page, 'Adobe InDesign').click();
    await page.getByRole('checkbox', { name: 'Extract master spreads', exact: true }).check();
    await shot(page, 'jobs-formats-import');
    await button(page, 'Next').click();
    await page.getByText('Adobe InDesign: Extract master spreads').waitFor();
    await button(page, 'Submit').click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`, { timeout: 30_000 });

    const listed = await page.request.get(`/api/job/listByProject?projectUid=${project.uid}`);
    const { jobs } = (await listed.json()) as { jobs: JobPart[] };
    // Counted by hand: the brochure's 67 words and the footer's 4.
    expect(
      jobs
        .map((job) => [job.fileName, job.creationTask.status, job.wordsCount])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['brochure.idml', 'OK', 71],
      ['language.php', 'OK', 41],
      ['manual.sdlxliff', 'OK', 49],
      ['task.dita', 'OK', 81],
    ]);

    // The Studio file opens in the editor with Studio's translations.
    await page.getByRole('checkbox', { name: 'manual.sdlxliff de', exact: true }).click();
    const [editor] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('region', { name: 'Jobs' })
        .getByRole('button', { name: 'Open in editor' })
        .click(),
    ]);
    await target(editor, 1).waitFor();
    await expect.poll(() => target(editor, 1).innerText()).toBe('Schnellstartanleitung');
    // Studio's states arrive as they were: segment 1 locked, segment 2 translated (confirmed).
    const rows = editor.getByRole('row');
    expect(await rows.nth(1).innerText()).toContain('Locked');
    expect(await rows.nth(2).innerText()).toContain('Confirmed');
    await shot(editor, 'jobs-formats-editor');
  });
});
