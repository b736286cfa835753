import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobErrorCodes, jobMessages } from '@tessera/contracts';
import { readZip, writeZip } from '@tessera/filters';
import { assignGermanMemory, createJobs, createProject } from '../src/api.js';
import { englishGermanTmx, writeFile } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { shot, shown } from '../src/ui.js';

const browser = useBrowser();

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const selectJob = (page: Page) =>
  page.getByRole('checkbox', { name: 'leaflet.json de', exact: true }).click();

async function downloadBilingual(page: Page, kind: 'MXLIFF' | 'DOCX') {
  await jobList(page).getByRole('button', { name: 'Download', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `Bilingual ${kind}`, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), data: fs.readFileSync(await download.path()) };
}

async function downloadMxliff(page: Page): Promise<{ name: string; text: string }> {
  const { name, data } = await downloadBilingual(page, 'MXLIFF');
  return { name, text: data.toString('utf8') };
}

// What a translator does in Word: types the target of a row and marks it Confirmed.
function translateDocxRow(docx: Uint8Array, source: string, target: string): Uint8Array {
  const cell = '</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t xml:space="preserve">';
  const entries = readZip(docx).map((entry) => {
    if (entry.name !== 'word/document.xml') return entry;
    const xml = Buffer.from(entry.data).toString('utf8');
    const row = `<w:t xml:space="preserve">${source}${cell}${cell}`;
    expect(xml).toContain(row);
    const edited = xml.replace(
      row,
      `<w:t xml:space="preserve">${source}${cell}${target}${cell}Confirmed`,
    );
    return { name: entry.name, data: new Uint8Array(Buffer.from(edited, 'utf8')) };
  });
  return writeZip(entries);
}

/** A project with the two-segment job and a German memory it writes to. */
async function jobWithMemory(page: Page, memory: string) {
  const project = await createProject(page, `Bilingual ${Date.now()}`, ['de']);
  await assignGermanMemory(page, project.uid, memory, englishGermanTmx([['Thank you', 'Danke']]));
  const created = await createJobs(
    page,
    { projectUid: project.uid, targetLocales: ['de'] },
    { 'leaflet.json': JSON.stringify({ a: 'Good morning', b: 'See you soon' }) },
  );
  return { project, jobPartId: created.jobs[0]!.id };
}

/**
 * Uploads the chosen file, then sees the first segment confirmed (one of two: 50%) with this
 * target in the editor, and the unit in the memory's own page.
 */
async function uploadAndSee(
  page: Page,
  job: { projectUid: string; jobPartId: number; memory: string },
  target: string,
) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.waitForURL(`**/web/project2/show/${job.projectUid}**`);
  await jobList(page).getByText('50%').waitFor();

  await page.goto(`/twe/translation/job/${job.jobPartId}`);
  const first = page.getByRole('textbox', { name: 'Target 1', exact: true });
  await first.waitFor();
  await expect.poll(() => first.innerText()).toContain(target);

  await page.goto('/web/transMemory/list');
  await page.getByRole('link', { name: job.memory, exact: true }).click();
  await page.getByRole('row').filter({ hasText: target }).waitFor();
}

async function openUpload(page: Page) {
  await selectJob(page);
  await jobList(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('heading', { name: 'Upload bilingual file' }).waitFor();
}

describe('upload bilingual file', () => {
  test('downloads the MXLIFF, uploads it with a translated target and the editor shows it', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const memory = `Bilingual MXLIFF ${Date.now()}`;
    const { project, jobPartId } = await jobWithMemory(page, memory);
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
    await shown(page, jobMessages.bilingualFileRequired).waitFor();
    await page.locator('input[type=file]').setInputFiles(writeFile('notes.txt', 'x'));
    await shown(page, jobMessages.unexpectedFileType).waitFor();
    // Another job's file (its source changed) is refused with the spec's message.
    const changed = translated.replace('<source>See you soon</source>', '<source>Other</source>');
    await page.locator('input[type=file]').setInputFiles(writeFile(mxliff.name, changed));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(jobErrorCodes.NonBilingualFile).waitFor();

    await page.locator('input[type=file]').setInputFiles(writeFile(mxliff.name, translated));
    expect(await page.getByRole('radio', { name: 'Confirmed segments' }).isChecked()).toBe(true);
    await shot(page, 'jobs-bilingual-upload');
    await uploadAndSee(page, { projectUid: project.uid, jobPartId, memory }, 'Guten Morgen');
  });

  test('downloads the DOCX table, uploads it with a confirmed target, and the editor and memory have it', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const memory = `Bilingual DOCX ${Date.now()}`;
    const { project, jobPartId } = await jobWithMemory(page, memory);
    await page.goto(`/web/project2/show/${project.uid}`);
    await selectJob(page);
    const docx = await downloadBilingual(page, 'DOCX');
    expect(docx.name).toMatch(/\.docx$/);
    const translated = translateDocxRow(docx.data, 'Good morning', 'Guten Tag');

    await page.goto(`/web/project2/show/${project.uid}`);
    await openUpload(page);
    await page.locator('input[type=file]').setInputFiles(writeFile(docx.name, translated));
    await uploadAndSee(page, { projectUid: project.uid, jobPartId, memory }, 'Guten Tag');
  });
});
