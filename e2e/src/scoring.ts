import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ImportedScoringModel } from '@tessera/contracts';
import { writeXlsxTable } from '@tessera/filters';
import { csrfHeader } from './api.js';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A model of a name and threshold alone: MQM's default severities and typology. */
export async function importModel(admin: Page, name: string): Promise<number> {
  const workbook = writeXlsxTable('Model', [
    ['Name', name],
    ['Pass threshold (%)', 98],
  ]);
  const response = await admin.request.post('/api/scoring/updateScoringModel', {
    headers: await csrfHeader(admin),
    multipart: {
      scoringFileName: { name: 'model.xlsx', mimeType: xlsxType, buffer: Buffer.from(workbook) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ImportedScoringModel).id;
}

/** The id of the organization's workflow step of this name. */
export async function stepIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/web/api/v9/workflowStep/list');
  const steps = (await response.json()) as Array<{ id: number; name: string }>;
  return steps.find((step) => step.name === name)!.id;
}
