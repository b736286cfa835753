import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  format,
  jobMessages,
  jobServerMessages,
  projectMessages,
  type JobPart,
} from '@tessera/contracts';
import { readZip } from '@tessera/filters';
import { buildDocx } from '../src/files.js';
import { E2E_PASSWORD, useBrowser } from '../src/harness.js';
import { choose, shot } from '../src/ui.js';

const browser = useBrowser();
const decoder = new TextDecoder();

// Three formats as a customer sends them, each naming English as its language.
const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="guide.html" source-language="en" target-language="en" datatype="html">
    <body>
      <trans-unit id="hello"><source>Hello brave new world.</source></trans-unit>
    </body>
  </file>
</xliff>
`;
const po = `msgid ""
msgstr ""
"Language: en\\n"
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Save the changes"
msgstr ""
`;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
// Cloudscape draws a button that navigates as a link.
const action = (page: Page, name: string) =>
  page
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }))
    .first();

async function signIn(page: Page, userName: string) {
  await page.goto('/web');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await button(page, 'Sign in').click();
}

describe('a first day, by clicks only', () => {
  test('a template, a project from it, three formats in, completed files out in German', async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    const stamp = Date.now();
    const templateName = `Journey template ${stamp}`;
    const projectName = `Journey ${stamp}`;
    await signIn(page, 'pm');

    // A template: English into German.
    await page.getByRole('link', { name: 'Project templates', exact: true }).first().click();
    await page.waitForURL('**/web/projectTemplate/list');
    await action(page, 'Create project template').click();
    await page.getByLabel('Template name', { exact: true }).fill(templateName);
    await choose(page, 'Source language', ['English']);
    await choose(page, 'Target languages', ['German']);
    await button(page, 'Review and create').click();
    await button(page, 'Create project template').click();
    await page.waitForURL('**/web/projectTemplate/list');
    await page.getByText(`${templateName} was created.`).waitFor();

    // A project from it, with nothing else touched: Pre-translate has no changes.
    await page.getByRole('row').filter({ hasText: templateName }).getByRole('radio').check();
    await action(page, 'Create project from template').click();
    await page.waitForURL(/\/web\/project\/create\?templateId=\d+/);
    await page.getByLabel('Name', { exact: true }).fill(projectName);
    await button(page, 'Review and create').click();
    await page.getByRole('heading', { name: 'Step 3: Pre-translate settings' }).waitFor();
    const review = await page.locator('main').innerText();
    const preTranslate = review.slice(
      review.indexOf('Step 3: Pre-translate settings'),
      review.indexOf('Step 4:'),
    );
    expect(preTranslate).toContain(projectMessages.noChanges);
    expect(preTranslate).not.toContain('Engines per target language');
    await shot(page, 'journey-project-review');
    await button(page, 'Create project').click();
    await page.getByRole('heading', { name: projectName }).waitFor();
    const projectUid = page.url().split('/').at(-1)?.split('?')[0] ?? '';

    // Three formats in; a type no filter reads is refused at once, with the supported list.
    await action(page, 'Create jobs').click();
    await page.getByRole('heading', { name: 'Job details', exact: true }).first().waitFor();
    const files = page.locator('input[type="file"]');
    await files.setInputFiles([
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await page
      .getByText(format(jobServerMessages.formatNotSupported, { fileName: 'setup.exe' }))
      .first()
      .waitFor();
    await page.getByText(/Supported: .*XLIFF 1\.2 \(\.xlf, \.xliff\)/).waitFor();
    await page.getByRole('button', { name: 'Remove file 1' }).click();
    await files.setInputFiles([
      { name: 'guide.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(xliff) },
      { name: 'messages.po', mimeType: 'text/x-gettext-translation', buffer: Buffer.from(po) },
      {
        name: 'letter.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: buildDocx('Thank you for the quick answer.', 'en-US'),
      },
    ]);
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    await page.getByText('guide.xlf, messages.po, letter.docx').waitFor();
    await shot(page, 'journey-jobs-review');
    await button(page, 'Submit').click();
    await page.waitForURL(`**/web/project2/show/${projectUid}`, { timeout: 30_000 });

    const listed = await page.request.get(`/api/job/listByProject?projectUid=${projectUid}`);
    const { jobs } = (await listed.json()) as { jobs: JobPart[] };
    expect(
      jobs.map((job) => [job.fileName, job.targetLocale, job.creationTask.status]).sort(),
    ).toEqual([
      ['guide.xlf', 'de', 'OK'],
      ['letter.docx', 'de', 'OK'],
      ['messages.po', 'de', 'OK'],
    ]);

    // The completed files, asked for although nothing is translated yet.
    for (const name of ['guide.xlf de', 'messages.po de', 'letter.docx de'])
      await page.getByRole('checkbox', { name }).check();
    await button(page, 'Download').click();
    await page.getByRole('menuitem', { name: 'Completed', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, jobMessages.downloadAnyway).click(),
    ]);
    const entries = readZip(new Uint8Array(fs.readFileSync(await download.path())));
    const text = (ending: string) =>
      decoder.decode(entries.find((entry) => entry.name.endsWith(ending))?.data);
    expect(text('.xlf')).toContain('source-language="en" target-language="de"');
    expect(text('.po')).toContain('"Language: de\\n"');
    const letter = entries.find((entry) => entry.name.endsWith('.docx'))?.data;
    const styles = readZip(letter ?? new Uint8Array()).find(
      (entry) => entry.name === 'word/styles.xml',
    );
    expect(decoder.decode(styles?.data)).toContain('<w:lang w:val="de"/>');
  });
});
