import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  format,
  jobMessages,
  splitMessages,
  type EditorSegmentPage,
  type JobPart,
} from '@tessera/contracts';
import { createJobs, createProject, csrfHeader } from '../src/api.js';
import { xliffOf } from '../src/files.js';
import { useBrowser } from '../src/harness.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();

// Twelve one-sentence units of four words each: 12 segments, 48 words.
const numbers = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');
const lines = numbers.map((number) => `Line ${number} reads here.`);
const german = (line: string) => line.replace('Line', 'Zeile').replace('reads here', 'steht hier');

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const partLabel = (number: number, count: number) =>
  format(splitMessages.splitPartLabel, { number, count });
/** The row checkbox of a job: its file, locale and, for a split part, which part. */
const jobCheckbox = (page: Page, name: string) =>
  jobList(page).getByRole('checkbox', { name, exact: true });

/** From the project page: selects one job, opens Split, picks the mode and splits by value. */
async function split(page: Page, job: string, mode: string, field: string, value: string) {
  await jobCheckbox(page, job).click();
  await jobList(page).getByRole('button', { name: splitMessages.submit, exact: true }).click();
  await page.getByRole('heading', { name: splitMessages.title }).waitFor();
  await page.getByRole('radio', { name: mode, exact: true }).click();
  await page.getByLabel(field, { exact: true }).fill(value);
  await page.getByRole('button', { name: splitMessages.submit, exact: true }).click();
  await page.waitForURL(/\/web\/project2\/show\//);
}

/** Every part of a file the job list shows, "Part 1 of N" to "Part N of N". */
async function expectParts(page: Page, file: string, count: number) {
  for (let number = 1; number <= count; number += 1)
    await jobCheckbox(page, `${file} de ${partLabel(number, count)}`).waitFor();
  await expect
    .poll(() => jobList(page).getByRole('row').filter({ hasText: file }).count())
    .toBe(count);
}

async function partsOf(page: Page, projectUid: string, file: string): Promise<JobPart[]> {
  const listed = await page.request.get(`/api/job/listByProject?projectUid=${projectUid}`);
  const { jobs } = (await listed.json()) as { jobs: JobPart[] };
  return jobs
    .filter((job) => job.fileName === file)
    .sort((a, b) => (a.splitPart?.number ?? 0) - (b.splitPart?.number ?? 0));
}

/** Confirms a German target for every segment of the part through the editor's API. */
async function translatePart(page: Page, jobPartId: number) {
  const answer = await page.request.get(`/api/editor/segments?jobPart=${jobPartId}`);
  const { segments } = (await answer.json()) as EditorSegmentPage;
  for (const segment of segments) {
    const saved = await page.request.put('/api/editor/segment', {
      data: {
        jobPartId,
        segmentId: segment.id,
        target: german(segment.source),
        version: segment.version,
        confirm: true,
      },
      headers: await csrfHeader(page),
    });
    expect(saved.status()).toBe(200);
  }
  return segments.length;
}

describe('split file', () => {
  test('a manager splits jobs four ways from the project page and downloads the joined file of a part', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `Split ${Date.now()}`, ['de']);
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'chapter.xlf': xliffOf(lines), 'notes.xlf': xliffOf(lines) },
    );
    await page.goto(`/web/project2/show/${project.uid}`);

    // Into 3 parts, after a value above the bound was refused with the mode's message.
    await jobCheckbox(page, 'chapter.xlf de').click();
    await jobList(page).getByRole('button', { name: splitMessages.submit, exact: true }).click();
    await page.getByRole('heading', { name: splitMessages.title }).waitFor();
    expect(await page.getByRole('radio', { name: splitMessages.partsCountLabel }).isChecked()).toBe(
      true,
    );
    await page.getByLabel('Number of parts', { exact: true }).fill('13');
    await page.getByRole('button', { name: splitMessages.submit, exact: true }).click();
    await page.getByText(format(splitMessages.partsCount, { max: 12 })).waitFor();
    await page.getByLabel('Number of parts', { exact: true }).fill('3');
    await shot(page, 'split-file');
    await page.getByRole('button', { name: splitMessages.submit, exact: true }).click();
    await page.waitForURL(/\/web\/project2\/show\//);
    await expectParts(page, 'chapter.xlf', 3);

    // The first part (segments 1-4) again, every 2 segments: the file now has 4 parts.
    await split(
      page,
      `chapter.xlf de ${partLabel(1, 3)}`,
      splitMessages.partSizeLabel,
      'Segments per part',
      '2',
    );
    await expectParts(page, 'chapter.xlf', 4);
    // The last part (segments 9-12, 16 words), every 8 words: 5 parts.
    await split(
      page,
      `chapter.xlf de ${partLabel(4, 4)}`,
      splitMessages.wordCountLabel,
      'Words per part',
      '8',
    );
    await expectParts(page, 'chapter.xlf', 5);
    // The other file after segments 3 and 8: 3 parts.
    await split(page, 'notes.xlf de', splitMessages.afterSegmentLabel, 'Segment numbers', '8, 3');
    await expectParts(page, 'notes.xlf', 3);
    await shot(page, 'split-file-parts');

    // Parts 1 (segments 1-2) and 3 (segments 5-8) are translated.
    const chapter = await partsOf(page, project.uid, 'chapter.xlf');
    expect(chapter.map((job) => job.segmentsCount)).toEqual([2, 2, 4, 2, 2]);
    expect(await translatePart(page, chapter[0]!.id)).toBe(2);
    expect(await translatePart(page, chapter[2]!.id)).toBe(4);

    // The completed file of part 2 is the whole original with both parts' translations.
    await page.goto(`/web/project2/show/${project.uid}`);
    await jobCheckbox(page, `chapter.xlf de ${partLabel(2, 5)}`).click();
    await jobList(page).getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Completed', exact: true }).click();
    // Parts 2, 4 and 5 are untranslated: the warning counts every part of the file.
    const warning = page.getByRole('dialog', { name: jobMessages.downloadFailed });
    await warning.waitFor();
    await shot(page, 'split-file-download-warning');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      warning.getByRole('button', { name: jobMessages.downloadAnyway }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlf$/);
    const file = fs.readFileSync(await download.path(), 'utf8');
    for (const line of lines) expect(file).toContain(`<source>${line}</source>`);
    const translated = [0, 1, 4, 5, 6, 7];
    for (const [index, line] of lines.entries())
      if (translated.includes(index)) expect(file).toContain(german(line));
      else expect(file).not.toContain(german(line));
  });
});
