import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  POST_MORTEM_VENDOR_NAME,
  scoringMessages,
  type EditorSegmentPage,
  type Project,
  type ScoringErrors,
} from '@tessera/contracts';
import { writeXlsxTable } from '@tessera/filters';
import { createJobs, csrfHeader, postJson } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { importModel, stepIdOf, xlsxType } from '../src/scoring.js';
import { row, shot } from '../src/ui.js';

const browser = useBrowser();

// Forty segments of ten words: 400 words; the sample takes a tenth, at least 250 (docs/scoring.md).
const lines = Array.from(
  { length: 40 },
  (_unused, index) => `Line ${index + 1} of the guide says what careful readers need.`,
);
const shownLines = (page: Page) =>
  page
    .getByRole('row')
    .filter({ hasText: /Line \d+ of the guide/ })
    .allInnerTexts()
    .then((rows) => rows.map((text) => Number(/Line (\d+) of the guide/.exec(text)?.[1])));

const lineRow = (page: Page, line: number) =>
  page.getByRole('row').filter({ hasText: `Line ${line} of the guide` });

/** Turns post-delivery QA on, as an administrator does, and answers how to turn it off again. */
async function enablePostDeliveryQa(admin: Page): Promise<() => Promise<void>> {
  const headers = await csrfHeader(admin);
  const vendor = await admin.request.post('/api/setup/vendors', {
    data: { name: POST_MORTEM_VENDOR_NAME },
    headers,
  });
  const created = vendor.ok() ? ((await vendor.json()) as { id: number }) : undefined;
  const enabled = await admin.request.put('/api/postMortemScoringSettings', {
    data: { enablePostMortemScoring: true },
    headers,
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  // Other browser tests start from an organization without the vendor and the setting.
  return async () => {
    await admin.request.put('/api/postMortemScoringSettings', {
      data: { enablePostMortemScoring: false },
      headers,
    });
    if (created) await admin.request.delete(`/api/setup/vendors/${created.id}`, { headers });
  };
}

async function mapTemplate(admin: Page, template: string, model: string) {
  const mapping = writeXlsxTable('Mapping', [
    ['Project template', 'Scoring model'],
    [template, model],
  ]);
  const mapped = await admin.request.post('/api/scoring/importSampledQAMappings', {
    headers: await csrfHeader(admin),
    multipart: {
      mappingsFileName: { name: 'mapping.xlsx', mimeType: xlsxType, buffer: Buffer.from(mapping) },
    },
  });
  expect(mapped.ok(), await mapped.text()).toBe(true);
}

describe('Sampled Post-Delivery QA', () => {
  test('a delivered job of a mapped template is sampled, scored in the editor and listed apart', async () => {
    const stamp = Date.now();
    const admin = await browser.openAs('admin', '/web/project/list');
    const disable = await enablePostDeliveryQa(admin);
    try {
      const modelName = `Delivery MQM ${stamp}`;
      await importModel(admin, modelName);
      const steps = [await stepIdOf(admin, 'Translation'), await stepIdOf(admin, 'Revision')];
      const template = await postJson<{ id: number }>(admin, '/api/v2/projectTemplate', {
        projectTemplateName: `Delivered guides ${stamp}`,
        workflowStepIds: steps,
      });
      await mapTemplate(admin, `Delivered guides ${stamp}`, modelName);

      const pm = await browser.openAs('pm', '/web/project/list');
      const sampled = await postJson<Project>(pm, '/api/project', {
        name: `Delivered ${stamp} sampled`,
        sourceLocale: 'en',
        targetLocales: ['de'],
        projectTemplateId: template.id,
        workflowStepIds: steps,
      });
      await postJson<Project>(pm, '/api/project', {
        name: `Delivered ${stamp} regular`,
        sourceLocale: 'en',
        targetLocales: ['de'],
        workflowStepIds: steps,
      });
      const fileName = `guide${stamp}.txt`;
      const created = await createJobs(
        pm,
        { projectUid: sampled.uid, targetLocales: ['de'] },
        { [fileName]: `${lines.join('\n')}\n` },
      );
      // Delivery: the job's last step is completed.
      await postJson(pm, '/api/job/changeStatus', {
        projectUid: sampled.uid,
        jobPartIds: created.jobs.map((job) => job.id),
        newStatus: 'COMPLETED',
      });
      const revision = created.jobs.find((job) => job.workflowLevel === 2)!;
      const scoring = (await (
        await pm.request.get(`/api/scoring/errors?jobPart=${revision.id}`)
      ).json()) as ScoringErrors;
      const { segments } = (await (
        await pm.request.get(`/api/editor/segments?jobPart=${revision.id}`)
      ).json()) as EditorSegmentPage;
      const ordinalOf = (id: number) => segments.find((segment) => segment.id === id)!.ordinal;
      const sampledLines = (scoring.sampledSegmentIds ?? []).map(ordinalOf);
      expect(sampledLines).toHaveLength(25);
      // One outside the sample past the first, in view: the reviser moves to it.
      const outside = segments.find(
        (segment) => segment.ordinal > 1 && !sampledLines.includes(segment.ordinal),
      )!;

      // The list's selector: each side lists its own kind of project.
      await pm.goto(`/web/project/list?name=${encodeURIComponent(`Delivered ${stamp}`)}`);
      await row(pm, `Delivered ${stamp} regular`).waitFor();
      expect(await row(pm, `Delivered ${stamp} sampled`).count()).toBe(0);
      await pm.getByRole('button', { name: 'Sampled Post-Delivery QA', exact: true }).click();
      const listed = row(pm, `Delivered ${stamp} sampled`);
      await listed.getByText('Requested').waitFor();
      expect(await row(pm, `Delivered ${stamp} regular`).count()).toBe(0);
      await shot(pm, 'post-delivery-project-list');

      // The delivered job's Revision shows its requested scoring; the project manager opens it.
      await listed.getByRole('link', { name: sampled.name }).click();
      await pm.getByLabel('Workflow step', { exact: true }).click();
      await pm.getByRole('option', { name: 'Revision' }).click();
      await row(pm, fileName).getByText('Requested').waitFor();
      await pm.getByRole('checkbox', { name: `${fileName} de`, exact: true }).click();
      const [editor] = await Promise.all([
        pm.context().waitForEvent('page'),
        pm.getByRole('button', { name: 'Open in editor' }).click(),
      ]);
      const panel = editor.getByRole('region', { name: 'Scoring' });
      await editor.getByRole('textbox', { name: 'Target 1', exact: true }).waitFor();

      // A segment outside the sample takes no errors.
      await lineRow(editor, outside.ordinal).click();
      await panel.getByText(/^Not in the post-delivery QA sample/).waitFor();
      expect(await panel.getByRole('button', { name: 'Add error' }).count()).toBe(0);

      // The sample's filter shows the sampled segments, in file order.
      await editor.getByLabel('Status', { exact: true }).click();
      await editor.getByRole('option', { name: 'In the post-delivery QA sample' }).click();
      // The grid renders the rows in view: those are the sample's first, none outside it.
      await expect
        .poll(async () => {
          const shown = await shownLines(editor);
          return shown.length > 5 && shown.join() === sampledLines.slice(0, shown.length).join();
        })
        .toBe(true);
      const first = sampledLines[0]!;
      await lineRow(editor, first).click();
      await panel.getByText('In the post-delivery QA sample: 25 segments, 250 words.').waitFor();

      const pick = async (field: string, option: string) => {
        await panel.getByRole('button', { name: new RegExp(`^${field}`) }).click();
        await editor.getByRole('option', { name: new RegExp(`^${option}`) }).click();
      };
      await pick('Category', 'Accuracy');
      await pick('Severity', 'Minor');
      await panel.getByRole('button', { name: 'Add error' }).click();
      // Minor is 1 point in the sample's 250 words: 100 − 0.4 = 99.6, passing at 98.
      await panel.getByText('99.6% · Pass').waitFor();
      await shot(editor, 'post-delivery-editor');
      await panel.getByRole('button', { name: 'Complete scoring' }).click();
      await panel.getByText(scoringMessages.scoringCompleted).waitFor();
      await editor.close();

      await pm.reload();
      await row(pm, fileName).getByText('99.6% · Pass').waitFor();
      const summary = pm.getByRole('region', { name: 'Scoring summary' });
      await summary.getByText('Project scoring: Done').waitFor();
      await summary.getByText(`${modelName} (version 1), pass at 98%`).waitFor();
    } finally {
      await disable();
    }
  });
});
