import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SCORING_SEVERITIES,
  scoringResultLabels,
  type EditorSegmentPage,
  type Project,
} from '@tessera/contracts';
import { createJobs, csrfHeader, postJson, userIdOf } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { importModel, stepIdOf } from '../src/scoring.js';
import { shot } from '../src/ui.js';

const browser = useBrowser();

// Ten words in one segment; the reviser marks "schnelle" (offsets 4 to 12) in its target.
const source = 'The quick brown fox jumps over the lazy old dog.';
const target = 'Der schnelle braune Fuchs springt über den faulen alten Hund.';
const words = 10;
const majorWeight = DEFAULT_SCORING_SEVERITIES.find(
  (severity) => severity.name === 'Major',
)!.weight;
// docs/scoring.md: score = 100 − penalty points per 100 scored words; the model passes at 98.
const scoreText = (score: number) =>
  `${score.toFixed(1)}% · ${score >= 98 ? scoringResultLabels.pass : scoringResultLabels.fail}`;

/** The translator's work, saved before the review: the scoring step's first target. */
async function saveTarget(pm: Page, jobPartId: number, text: string) {
  const reply = await pm.request.get(`/api/editor/segments?jobPart=${jobPartId}`);
  const [first] = ((await reply.json()) as EditorSegmentPage).segments;
  const saved = await pm.request.put('/api/editor/segment', {
    headers: await csrfHeader(pm),
    data: { jobPartId, segmentId: first!.id, target: text, version: first!.version, confirm: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

describe('scoring in the editor', () => {
  test('a reviser marks a word, records a Major Accuracy error, sees the score and deletes it', async () => {
    const stamp = Date.now();
    const admin = await browser.openAs('admin', '/web/project/list');
    const modelId = await importModel(admin, `Editor MQM ${stamp}`);
    const pm = await browser.openAs('pm', '/web/project/list');
    const reviser = await browser.openAs('linguist', '/web');
    const scoringStep = await stepIdOf(pm, 'Scoring');
    const project = await postJson<Project>(pm, '/api/project', {
      name: `Reviewed ${stamp}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
      workflowStepIds: [await stepIdOf(pm, 'Translation'), scoringStep],
      scoringModelIdsByWorkflowStepId: { [scoringStep]: modelId },
    });
    const fileName = `fox${stamp}.txt`;
    const created = await createJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: [
          { workflowStepId: scoringStep, assignedUserIds: [await userIdOf(reviser)] },
        ],
      },
      { [fileName]: `${source}\n` },
    );
    const partAt = (level: number) => created.jobs.find((job) => job.workflowLevel === level)!;
    await saveTarget(pm, partAt(2).id, target);
    // The translation is done: the review opens without the previous step's warning.
    await postJson(pm, '/api/job/changeStatus', {
      projectUid: project.uid,
      jobPartIds: [partAt(1).id],
      newStatus: 'COMPLETED',
    });

    // The reviser opens the scoring job from their job list.
    await reviser.goto(`/web/job/list?fileName=${fileName}`);
    const [editor] = await Promise.all([
      reviser.context().waitForEvent('page'),
      reviser.getByRole('link', { name: fileName, exact: true }).click(),
    ]);
    const box = editor.getByRole('textbox', { name: 'Target 1', exact: true });
    await box.waitFor();
    const scoring = editor.getByRole('region', { name: 'Scoring' });
    await scoring.getByText('Not scored yet').waitFor();
    await scoring.getByText('No errors in this segment.').waitFor();

    // "schnelle": from the start of the target, past "Der ", eight letters marked.
    await box.click();
    await box.press('Control+Home');
    for (let step = 0; step < 4; step++) await box.press('ArrowRight');
    for (let step = 0; step < 8; step++) await box.press('Shift+ArrowRight');
    await scoring.getByText('Marked text: "schnelle"').waitFor();

    const pick = async (field: string, option: string) => {
      await scoring.getByRole('button', { name: new RegExp(`^${field}`) }).click();
      await editor.getByRole('option', { name: new RegExp(`^${option}`) }).click();
    };
    await pick('Category', 'Accuracy');
    await pick('Subcategory', 'Mistranslation');
    await pick('Severity', 'Major');
    await scoring.getByRole('textbox', { name: 'Comment' }).fill('"quick" is "schnell" here');
    await shot(editor, 'editor-scoring-add-error');
    await scoring.getByRole('button', { name: 'Add error' }).click();

    const error = scoring.getByRole('group', { name: 'Major Accuracy / Mistranslation' });
    await error.getByText('“schnelle”').waitFor();
    await error.getByText('"quick" is "schnell" here').waitFor();
    await scoring.getByText(scoreText(100 - (majorWeight / words) * 100)).waitFor();
    await shot(editor, 'editor-scoring-error');

    await error.getByRole('button', { name: 'Delete' }).click();
    await scoring.getByText('No errors in this segment.').waitFor();
    await scoring.getByText(scoreText(100)).waitFor();
    expect(await error.count()).toBe(0);
  });
});
