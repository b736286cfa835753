import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { mtMessages, preTranslateMessages, type Project } from '@tessera/contracts';
import { createJobs, postJson } from '../src/api.js';
import { useFakeMtEngine } from '../src/fakeMtEngine.js';
import { useBrowser } from '../src/harness.js';
import { row, screenshotsIn, shown } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-pretranslate-failure');

// A local LibreTranslate: it refuses German until the test lets it translate.
let translates = false;
const engine = useFakeMtEngine(() => !translates);

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const guide = JSON.stringify({ hello: 'Hello world.', invoice: 'Your invoice was sent.' });

describe('a failed automatic pre-translation', () => {
  test('shows on the job row with its reason, and the manager runs it again', async () => {
    const admin = await browser.openAs('admin');
    const engineName = `Refusing engine ${Date.now()}`;
    const engineId = await engine.register(admin, engineName);
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await postJson<Project>(page, '/api/project', {
      name: `PretranslateFails${Date.now()}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
      machineTranslateSettingsId: engineId,
      preTranslateSettings: { useMachineTranslation: true },
    });
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'], preTranslate: true },
      { 'guide.json': guide },
    );

    await page.goto(`/web/project2/show/${project.uid}`);
    const job = row(page, 'guide.json');
    // The list follows the pre-translation while it runs and shows how it ended.
    const failed = job.getByText(preTranslateMessages.jobFailed, { exact: true });
    await failed.waitFor({ timeout: 30_000 });
    await failed.click();
    const reason = mtMessages.failed(engineName, 400, 'de is not supported');
    await page.getByText(reason, { exact: true }).waitFor();
    await shown(page, preTranslateMessages.jobFailedRetry).waitFor();
    await shot(page, 'failed-on-row');
    await page.keyboard.press('Escape');

    translates = true;
    await page.getByRole('checkbox', { name: 'guide.json de', exact: true }).check();
    await jobList(page).getByRole('button', { name: 'Pre-translate', exact: true }).click();
    await page.waitForURL(`**/web/pretranslate/${project.uid}`);
    await page.getByRole('checkbox', { name: "Use the project's pre-translate settings" }).check();
    await page.getByRole('button', { name: 'Pre-translate', exact: true }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`, { timeout: 30_000 });
    // The successful run clears the failure from the row.
    await row(page, 'guide.json').getByText('0%', { exact: true }).waitFor();
    await row(page, 'guide.json')
      .getByText(preTranslateMessages.jobFailed)
      .waitFor({ state: 'detached', timeout: 10_000 });
    await shot(page, 'rerun-cleared');
  });
});
