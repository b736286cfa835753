import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobMessages } from '@tessera/contracts';
import { assignGermanMemory, createJobs, createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { choose, row, screenshotsIn } from '../src/ui.js';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/shots-pretranslate');

// Two units the memory knows word for word, one it has nothing like.
const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="guide.html" source-language="en" datatype="html">
    <body>
      <trans-unit id="hello"><source>Hello world.</source></trans-unit>
      <trans-unit id="morning"><source>Good morning.</source></trans-unit>
      <trans-unit id="invoice"><source>Your invoice was sent to the accounting office.</source></trans-unit>
    </body>
  </file>
</xliff>
`;
const tmx = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="e2e" creationtoolversion="1" segtype="sentence" o-tmf="e2e" adminlang="en" srclang="en" datatype="plaintext"/>
  <body>
    <tu><tuv xml:lang="en"><seg>Hello world.</seg></tuv><tuv xml:lang="de"><seg>Hallo Welt.</seg></tuv></tu>
    <tu><tuv xml:lang="en"><seg>Good morning.</seg></tuv><tuv xml:lang="de"><seg>Guten Morgen.</seg></tuv></tu>
  </body>
</tmx>
`;

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the project with only the given job selected, then the job list's action. */
async function actOn(page: Page, projectUid: string, job: string, action: string) {
  await page.goto(`/web/project2/show/${projectUid}`);
  await page.getByRole('checkbox', { name: job, exact: true }).check();
  await jobList(page).getByRole('button', { name: action, exact: true }).click();
}

/** The completed file of one job as the job list downloads it (past the warnings of empty or unconfirmed targets). */
async function completedFile(page: Page, projectUid: string, job: string): Promise<string> {
  await actOn(page, projectUid, job, 'Download');
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Completed', exact: true }).click();
  const anyway = button(page, jobMessages.downloadAnyway);
  await Promise.race([downloading, anyway.waitFor()]);
  if (await anyway.isVisible()) await anyway.click();
  return fs.readFileSync(await (await downloading).path(), 'utf8');
}

describe('pre-translate and pseudo-translate', () => {
  test('a manager pre-translates a job from the TM and pseudo-translates another', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `Pretranslate${Date.now()}`, ['de', 'fr']);
    await assignGermanMemory(page, project.uid, `Greetings ${Date.now()}`, tmx);
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de', 'fr'] },
      {
        'guide.xlf': xliff,
      },
    );

    await actOn(page, project.uid, 'guide.xlf de', 'Pre-translate');
    await page.waitForURL(`**/web/pretranslate/${project.uid}`);
    await page.getByRole('heading', { name: 'Pre-translate where empty' }).waitFor();
    await page.getByText('1 job selected.').waitFor();
    expect(await page.getByLabel('TM match threshold (%)').inputValue()).toBe('70');
    expect(
      await page
        .getByRole('checkbox', { name: 'Pre-translate from translation memory' })
        .isChecked(),
    ).toBe(true);
    expect(
      await page
        .getByRole('checkbox', { name: 'Pre-translate from machine translation' })
        .isChecked(),
    ).toBe(false);
    // The project's own settings (spec 000 defaults: threshold 75%) show read-only while used.
    const useProject = page.getByRole('checkbox', {
      name: "Use the project's pre-translate settings",
    });
    await useProject.check();
    const threshold = page.getByLabel('TM match threshold (%)');
    expect(await threshold.inputValue()).toBe('75');
    expect(await threshold.getAttribute('readonly')).not.toBeNull();
    await useProject.uncheck();
    expect(await threshold.inputValue()).toBe('70');
    await page.getByRole('checkbox', { name: 'Confirm 100% matches' }).check();
    await shot(page, 'pretranslate-form');
    await button(page, 'Pre-translate').click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`, { timeout: 30_000 });
    // Two of three segments came from the memory and were confirmed.
    await row(page, 'German').filter({ hasText: '66.7%' }).waitFor();
    await shot(page, 'pretranslate-done');

    const german = await completedFile(page, project.uid, 'guide.xlf de');
    expect(german).toMatch(/<target[^>]*>Hallo Welt\.<\/target>/);
    expect(german).toMatch(/<target[^>]*>Guten Morgen\.<\/target>/);
    expect(german).not.toMatch(/<target[^>]*>[^<]*invoice/i);

    await actOn(page, project.uid, 'guide.xlf fr', 'Pseudo-translate');
    await page.waitForURL(`**/web/pseudoTranslate/${project.uid}`);
    expect(await page.getByLabel('Replacement character').inputValue()).toBe('$');
    await page.getByLabel('Prefix').fill('[');
    await page.getByLabel('Suffix').fill(']');
    await choose(page, 'Length', ['150%']);
    await shot(page, 'pseudo-form');
    await button(page, 'Pseudo-translate').click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`, { timeout: 30_000 });

    const french = await completedFile(page, project.uid, 'guide.xlf fr');
    expect(french).toMatch(/<target[^>]*>\[Hello world\.\$\$\$\$\$\$\]<\/target>/);
    expect(french).toMatch(/<target[^>]*>\[Good morning\.\$+\]<\/target>/);
  });
});
