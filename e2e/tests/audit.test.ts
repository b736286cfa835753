import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  jobMessages,
  webMessages,
  type EditorSegmentPage,
  type SegmentSaved,
} from '@tessera/contracts';
import { createJobs, createProject, csrfHeader } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot, shown } from '../src/ui.js';

const browser = useBrowser();

/** PUT /api/editor/segment as the page's user: a draft save of the part's first segment. */
async function saveFirstSegment(page: Page, jobPartId: number, target: string) {
  const answer = await page.request.get(`/api/editor/segments?jobPart=${jobPartId}`);
  const first = ((await answer.json()) as EditorSegmentPage).segments[0]!;
  const saved = await page.request.put('/api/editor/segment', {
    data: { jobPartId, segmentId: first.id, target, version: first.version, confirm: false },
    headers: await csrfHeader(page),
  });
  expect(saved.status()).toBe(200);
  return (await saved.json()) as SegmentSaved;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const report = (page: Page) => page.getByRole('table');

describe('segment audit report', () => {
  test('a project manager opens it from the job list and sees a segment as it stood', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `Audit${Date.now()}`);
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'strings.json': JSON.stringify({ greeting: 'Good morning' }) },
    );
    const jobPartId = created.jobs[0]!.id;
    const earlier = await saveFirstSegment(page, jobPartId, 'Guten Morgen');
    // Two saves in the same millisecond would leave no moment between them.
    await page.waitForTimeout(50);
    const later = await saveFirstSegment(page, jobPartId, 'Schönen guten Morgen');
    const between = Math.floor(
      ((earlier.segment.modifiedAt ?? 0) + (later.segment.modifiedAt ?? 0)) / 2,
    );

    await page.goto(`/web/project2/show/${project.uid}`);
    const jobs = page.getByRole('region', { name: 'Jobs' });
    await page.getByRole('checkbox', { name: 'strings.json de', exact: true }).click();
    await jobs.getByRole('button', { name: 'Segment audit report' }).click();
    await page.waitForURL(/\/jobPartAudit\?/);
    expect(await field(page, 'Job part ID').inputValue()).toBe(String(jobPartId));
    expect(await field(page, 'Workflow step level').inputValue()).toBe('1');

    // As of now: the later text, who saved it and the save's trace id.
    await page.getByRole('button', { name: 'Show report' }).click();
    const now = report(page).getByRole('row').filter({ hasText: 'Good morning' });
    await now.getByText('Schönen guten Morgen').waitFor();
    await now.getByText(later.traceId).waitFor();
    await now.getByText('pm', { exact: true }).waitFor();
    await shot(page, 'audit');

    // Between the saves: the earlier text.
    await field(page, 'Snapshot timestamp').fill(String(between));
    await page.getByRole('button', { name: 'Show report' }).click();
    const then = report(page).getByRole('row').filter({ hasText: 'Good morning' });
    await then.getByText(earlier.traceId).waitFor();
    expect(await then.getByText('Guten Morgen', { exact: true }).count()).toBe(1);
    expect(await report(page).getByText('Schönen guten Morgen').count()).toBe(0);

    // The spec's messages, word for word.
    await field(page, 'Job part ID').fill('');
    await field(page, 'Workflow step level').fill('one');
    await page.getByRole('button', { name: 'Show report' }).click();
    await shown(page, jobMessages.auditJobPartRequired).waitFor();
    await shown(page, jobMessages.auditLevelNumeric).waitFor();
  });

  test('a linguist is kept out', async () => {
    const page = await browser.openAs('linguist', '/jobPartAudit?jobPartId=1');
    await shown(page, webMessages.noPermission).waitFor();
    expect(await page.getByRole('button', { name: 'Show report' }).count()).toBe(0);
  });
});
