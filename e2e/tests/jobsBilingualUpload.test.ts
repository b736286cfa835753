import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobErrorCodes, jobMessages } from '@tessera/contracts';
import { createJobs, createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const selectJob = (page: Page) =>
  page.getByRole('checkbox', { name: 'leaflet.json de', exact: true }).click();

async function downloadMxliff(page: Page): Promise<{ name: string; text: string }> {
  await jobList(page).getByRole('button', { name: 'Download', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Bilingual MXLIFF', exact: true }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: fs.readFileSync(await download.path(), 'utf8'),
  };
}

// The file the user edited offline, saved under the name it was downloaded with.
function savedFile(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bilingual-')), name);
  fs.writeFileSync(file, text);
  return file;
}

async function openUpload(page: Page) {
  await selectJob(page);
  await jobList(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('heading', { name: 'Upload bilingual file' }).waitFor();
}

describe('upload bilingual file', () => {
  test('downloads the MXLIFF, uploads it with a translated target and the editor shows it', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `Bilingual ${Date.now()}`, ['de']);
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'leaflet.json': JSON.stringify({ a: 'Good morning', b: 'See you soon' }) },
    );
    const jobPartId = created.jobs[0]!.id;
    await page.goto(`/web/project2/show/${project.uid}`);
    await selectJob(page);
    const mxliff = await downloadMxliff(page);
    expect(mxliff.name).toMatch(/\.mxliff$/);
    const translated = mxliff.text.replace(
      /m:confirmed="0"([^>]*>\s*<source>Good morning<\/source>\s*<target>)(<\/target>)/,
      'm:confirmed="1"$1Guten Morgen$2',
    );
    expect(translated).not.toBe(mxliff.text);

    await page.goto(`/web/project2/show/${project.uid}`);
    await openUpload(page);
    // Nothing chosen, then a file of another type: the field's messages.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(jobMessages.bilingualFileRequired).waitFor();
    await page.locator('input[type=file]').setInputFiles(savedFile('notes.txt', 'x'));
    await page.getByText(jobMessages.unexpectedFileType).waitFor();
    // Another job's file (its source changed) is refused with the spec's message.
    const changed = translated.replace('<source>See you soon</source>', '<source>Other</source>');
    await page.locator('input[type=file]').setInputFiles(savedFile(mxliff.name, changed));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(jobErrorCodes.NonBilingualFile).waitFor();

    await page.locator('input[type=file]').setInputFiles(savedFile(mxliff.name, translated));
    expect(await page.getByRole('radio', { name: 'Confirmed segments' }).isChecked()).toBe(true);
    await shot(page, 'jobs-bilingual-upload');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}**`);
    // One of the two segments confirmed.
    await jobList(page).getByText('50%').waitFor();

    await page.goto(`/twe/translation/job/${jobPartId}`);
    const first = page.getByRole('textbox', { name: 'Target 1', exact: true });
    await first.waitFor();
    await expect.poll(() => first.innerText()).toContain('Guten Morgen');
  });
});
