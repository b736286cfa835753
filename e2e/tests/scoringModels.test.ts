import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { format, POST_MORTEM_VENDOR_NAME, shellMessages } from '@tessera/contracts';
import { csrfHeader, postJson } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shown } from '../src/ui.js';

const browser = useBrowser();
const docs = path.resolve(import.meta.dirname, '../../docs/scoring');
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sample = (name: string) => ({
  name,
  mimeType: xlsx,
  buffer: fs.readFileSync(path.join(docs, name)),
});

describe('scoring models', () => {
  test('an admin imports the sample model and maps a project template to it', async () => {
    const page = await browser.openAs('admin', '/web/setup/index');
    await page.getByRole('link', { name: 'Scoring models' }).first().click();
    await page.getByRole('heading', { name: 'Scoring models', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Import Scoring Model' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'broken.xlsx',
      mimeType: xlsx,
      buffer: Buffer.from('not a workbook'),
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText(shellMessages.scoringModelImportErrorHeader).waitFor();
    await dialog
      .getByText(
        format(shellMessages.scoringModelImportError, {
          error: 'The file is not an XLSX workbook.',
        }),
      )
      .waitFor();

    await dialog.locator('input[type=file]').setInputFiles(sample('sample-scoring-model.xlsx'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText(format(shellMessages.scoringModelImported, { name: 'Tessera MQM', version: 1 }))
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'Tessera MQM' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('98');

    // The mapping is for Sampled Post-Delivery QA: without it, the page does not offer it (the
    // setting is off here whichever browser test ran before).
    const headers = await csrfHeader(page);
    const off = await page.request.put('/api/postMortemScoringSettings', {
      data: { enablePostMortemScoring: false },
      headers,
    });
    expect(off.ok()).toBe(true);
    await page.reload();
    await row.waitFor();
    expect(
      await page.getByRole('button', { name: 'Map project templates to scoring models' }).count(),
    ).toBe(0);

    // Sampled Post-Delivery QA, which the mapping needs, and the template the sample names; both
    // are undone at the end, since setup.test.ts starts from an organization without the vendor.
    const vendor = await page.request.post('/api/setup/vendors', {
      data: { name: POST_MORTEM_VENDOR_NAME },
      headers,
    });
    const createdVendor = vendor.ok() ? ((await vendor.json()) as { id: number }) : undefined;
    try {
      const enabled = await page.request.put('/api/postMortemScoringSettings', {
        data: { enablePostMortemScoring: true },
        headers,
      });
      expect(enabled.ok()).toBe(true);
      await mapSampleTemplate(page);
    } finally {
      await page.request.put('/api/postMortemScoringSettings', {
        data: { enablePostMortemScoring: false },
        headers,
      });
      if (createdVendor) {
        const deleted = await page.request.delete(`/api/setup/vendors/${createdVendor.id}`, {
          headers,
        });
        expect(deleted.ok()).toBe(true);
      }
    }
  });
});

async function mapSampleTemplate(page: Page): Promise<void> {
  await postJson(page, '/api/v2/projectTemplate', { projectTemplateName: 'Marketing DE' });

  await page.reload();
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Map project templates to scoring models' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'mapping.xlsx',
    mimeType: xlsx,
    buffer: Buffer.from('PK not really'),
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText(shellMessages.scoringMappingErrorHeader).waitFor();

  await dialog.locator('input[type=file]').setInputFiles(sample('sample-template-mapping.xlsx'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await shown(page, shellMessages.scoringMappingImported).waitFor();
  const mapped = page.getByRole('row').filter({ hasText: 'Marketing DE' });
  await mapped.waitFor();
  expect(await mapped.textContent()).toContain('Tessera MQM');
}
