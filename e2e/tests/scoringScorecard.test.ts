import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SCORING_SEVERITIES,
  format,
  jobMessages,
  scoringMessages,
  scoringResultLabels,
  type ImportedScoringModel,
  type Project,
  type ScoringJob,
} from '@tessera/contracts';
import { readZip, writeZip } from '@tessera/filters';
import { createJobs, csrfHeader, userIdOf } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { stepIdOf, xlsxType } from '../src/scoring.js';
import { choose, row, shot } from '../src/ui.js';

const browser = useBrowser();
const sampleModel = path.resolve(
  import.meta.dirname,
  '../../docs/scoring/sample-scoring-model.xlsx',
);

// Twelve sentences of ten words: 120 words, enough for two minor errors to pass at 98%.
const readers = ['new', 'busy', 'curious', 'careful', 'young', 'senior', 'local', 'remote'];
const sentences = [...readers, 'first', 'second', 'third', 'last'].map(
  (reader) => `Our small team writes clear guides for every ${reader} user.`,
);
const words = sentences.length * 10;
const minorWeight = DEFAULT_SCORING_SEVERITIES.find(
  (severity) => severity.name === 'Minor',
)!.weight;
// docs/scoring.md: score = 100 − penalty points per 100 scored words; 98 passes in the sample.
const expectedScore = 100 - ((2 * minorWeight) / words) * 100;
const expectedText = `${expectedScore.toFixed(1)}% · ${expectedScore >= 98 ? scoringResultLabels.pass : scoringResultLabels.fail}`;

/**
 * The sample model under a name of its own: scoringModels.test.ts imports the sample as it is,
 * and a second import of its name and version is refused.
 */
async function importSampleModel(admin: Page, name: string): Promise<number> {
  const renamed = readZip(new Uint8Array(fs.readFileSync(sampleModel))).map((entry) =>
    entry.name === 'xl/worksheets/sheet1.xml'
      ? {
          name: entry.name,
          data: new TextEncoder().encode(
            new TextDecoder().decode(entry.data).replace('Tessera MQM', name),
          ),
        }
      : entry,
  );
  const response = await admin.request.post('/api/scoring/updateScoringModel', {
    headers: await csrfHeader(admin),
    multipart: {
      scoringFileName: {
        name: 'model.xlsx',
        mimeType: xlsxType,
        buffer: Buffer.from(writeZip(renamed)),
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ImportedScoringModel).id;
}

/** Chooses a format from the Download menu and answers the file the browser saved. */
async function downloaded(page: Page, area: Locator, item: string) {
  await area.getByRole('button', { name: 'Download' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    data: new Uint8Array(fs.readFileSync(await download.path())),
  };
}

/**
 * The project manager's project form: Translation, then Scoring with the imported model; the
 * project page's info panel then says scoring is enabled.
 */
async function createScoredProject(pm: Page, name: string, modelName: string) {
  await pm.goto('/web/project/create');
  await pm.getByLabel('Name', { exact: true }).fill(name);
  await choose(pm, 'Source language', ['English']);
  await choose(pm, 'Target languages', ['German']);
  await choose(pm, 'Workflow steps', ['Translation', 'Scoring']);
  await pm.getByLabel('Scoring model of Scoring').click();
  await pm.getByRole('option', { name: modelName }).click();
  await shot(pm, 'scoring-project-form');
  while (!(await pm.getByRole('button', { name: 'Create project' }).isVisible()))
    await pm.getByRole('button', { name: 'Next', exact: true }).click();
  await pm.getByText(modelName).first().waitFor();
  await pm.getByRole('button', { name: 'Create project' }).click();
  await pm.waitForURL('**/web/project2/show/**');
  await pm.getByRole('heading', { name }).waitFor();
  await pm.getByText('Enabled', { exact: true }).waitFor();
  const uid = /show\/([^/?]+)/.exec(pm.url())![1]!;
  const reply = await pm.request.get(`/api/project?uid=${uid}`);
  return (await reply.json()) as Project;
}

describe('scorecards', () => {
  test('a project manager imports a scorecard and the job lists show its score', async () => {
    const stamp = Date.now();
    const admin = await browser.openAs('admin', '/web/project/list');
    const modelName = `Scorecard MQM ${stamp}`;
    await importSampleModel(admin, modelName);
    const pm = await browser.openAs('pm', '/web/project/list');
    const linguist = await browser.openAs('linguist', '/web');
    const scoringStep = await stepIdOf(pm, 'Scoring');
    const project = await createScoredProject(pm, `Scorecard ${stamp}`, modelName);
    const fileName = `guide${stamp}.txt`;
    const created = await createJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: [
          {
            workflowStepId: scoringStep,
            assignPerTargetLocale: true,
            assignedUserIdsByTargetLocale: { de: [await userIdOf(linguist)] },
          },
        ],
      },
      { [fileName]: `${sentences.join('\n')}\n` },
    );
    const scored = created.jobs.find((job) => job.workflowLevel === 2)!;

    await pm.goto(`/web/project2/show/${project.uid}?level=2`);
    const jobs = pm.getByRole('region', { name: 'Jobs' });
    await row(pm, fileName).getByText('Requested').waitFor();
    await pm.getByRole('checkbox', { name: `${fileName} de`, exact: true }).click();
    await jobs.getByRole('button', { name: 'Import scorecard' }).click();
    await pm.getByRole('heading', { name: 'Import scorecard', level: 1 }).waitFor();
    await pm.getByRole('button', { name: 'Import', exact: true }).click();
    await pm.getByText(jobMessages.scoringFileRequired).waitFor();

    const chooseScorecard = (lines: string[]) =>
      pm.locator('input[type=file]').setInputFiles({
        name: 'scorecard.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(lines.join('\r\n')),
      });
    // A severity the model lacks: the server's message, and the form stays.
    await chooseScorecard(['Category,Severity', 'Accuracy,Blocker']);
    await pm.getByRole('button', { name: 'Import', exact: true }).click();
    await pm
      .getByText(
        format(scoringMessages.unknownSeverity, { severity: 'Blocker', model: modelName, row: 2 }),
      )
      .waitFor();

    await chooseScorecard([
      'Segment,Category,Subcategory,Severity,Comment',
      '1,Accuracy,Mistranslation,Minor,"clear, not plain"',
      '2,Fluency,Spelling,Minor,',
    ]);
    await shot(pm, 'scoring-import-scorecard');
    await pm.getByRole('button', { name: 'Import', exact: true }).click();
    await pm.waitForURL(`**/web/project2/show/${project.uid}?level=2`);
    await row(pm, fileName).getByText(expectedText).waitFor();
    await shot(pm, 'scoring-score-column');
    // The hand count's words are the server's scored words.
    const reply = await pm.request.get(`/api/scoring/getBulkScoringJobs?jobPart=${scored.id}`);
    const [scoring] = (await reply.json()) as ScoringJob[];
    expect(scoring).toMatchObject({ scoredWordCount: words, penaltyPoints: 2 * minorWeight });

    // The scoring summary of the step: German's group is done, and its scorecard downloads.
    const summary = pm.getByRole('region', { name: 'Scoring summary' });
    await summary.getByText('Project scoring: Done').waitFor();
    const german = summary.getByRole('row').filter({ hasText: 'German' });
    await german.getByText(expectedText).waitFor();
    await german.getByText('1 passed, 0 failed, 0 pending of 1').waitFor();
    await german.getByText(`${modelName} (version 1), pass at 98%`).waitFor();
    await summary.getByRole('checkbox', { name: 'German', exact: true }).click();
    const csv = await downloaded(pm, summary, 'Scorecard (CSV)');
    expect(csv.name).toBe(`${fileName.replace('.txt', '')}-de-scorecard.csv`);
    const lines = new TextDecoder().decode(csv.data).split('\r\n');
    expect(lines[1]).toBe(
      `${fileName},de,1,${sentences[0]},,Accuracy,Mistranslation,Minor,"clear, not plain",1`,
    );
    expect(lines.at(-2)).toBe(
      `${fileName},de,${modelName} (version 1),98,${words},2,${expectedScore.toFixed(2).replace(/\.?0+$/, '')},Pass`,
    );
    const workbook = await downloaded(pm, summary, 'Scorecard (XLSX)');
    const sheet = readZip(workbook.data).find((entry) => entry.name === 'xl/worksheets/sheet1.xml');
    expect(new TextDecoder().decode(sheet?.data)).toContain('clear, not plain');
    await shot(pm, 'scoring-summary');

    // The project list's Scoring column reads the project's groups.
    await pm.goto(`/web/project/list?name=${encodeURIComponent(project.name)}`);
    await row(pm, project.name).getByText('Done').waitFor();

    await linguist.goto(`/web/job/list?fileName=${fileName}`);
    await row(linguist, fileName).getByText(expectedText).waitFor();
    await shot(linguist, 'scoring-linguist-job-list');
    // The linguist downloads the scorecard of their job: the project lets linguists download.
    await linguist
      .getByRole('checkbox', { name: new RegExp(fileName) })
      .first()
      .click();
    const own = await downloaded(linguist, linguist.locator('body'), 'Scorecard (CSV)');
    expect(new TextDecoder().decode(own.data)).toContain('clear, not plain');
    // Three roles' pages, a model import, a job import and two downloads: 44-62 s in CI runs.
  }, 120_000);
});
