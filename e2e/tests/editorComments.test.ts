import { describe, expect, test } from 'vitest';
import { assignGermanMemory, createJobs, createProject } from '../src/api.js';
import { englishGermanTmx, xliffOf } from '../src/files.js';
import { useBrowser } from '../src/harness.js';

const browser = useBrowser();

const xliff = xliffOf(['Save the report before you close it.'], 'help.html');
const tmx = englishGermanTmx([
  ['Open the annual report in the browser.', 'Öffnen Sie den Jahresbericht im Browser.'],
]);

describe('editor comments and concordance', () => {
  test('a comment warns in QA until resolved; a concordance search finds a memory unit', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `EditorComments${Date.now()}`);
    const memory = `Reports ${Date.now()}`;
    await assignGermanMemory(page, project.uid, memory, tmx);
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'help.xlf': xliff },
    );
    await page.goto(`/twe/translation/job/${created.jobs[0]!.id}`);
    const box = page.getByRole('textbox', { name: 'Target 1', exact: true });
    await box.waitFor();

    const comments = page.getByRole('region', { name: 'Comments' });
    const qa = page.getByRole('region', { name: 'QA warnings' });
    await comments.getByText('No comments.').waitFor();
    await comments.getByRole('textbox', { name: 'New comment' }).fill('Is "report" the PDF here?');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await comments.getByText('Is "report" the PDF here?').waitFor();
    await comments.getByText('Unresolved').waitFor();
    await qa.getByText('The segment has unresolved comments.').waitFor();

    await comments.getByRole('button', { name: 'Resolve' }).click();
    await comments.getByText(/Resolved by pm/).waitFor();
    await comments.getByRole('button', { name: 'Reopen' }).waitFor();
    await expect.poll(() => qa.getByText('The segment has unresolved comments.').count()).toBe(0);

    // Alt+K from the target goes to the concordance search.
    const concordance = page.getByRole('region', { name: 'Concordance' });
    await box.click();
    await box.press('Alt+k');
    const search = concordance.getByRole('searchbox', { name: 'Concordance search' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('REPORT annual');
    await search.press('Enter');
    await concordance.getByText('Öffnen Sie den Jahresbericht im Browser.').waitFor();
    await concordance.getByText(memory, { exact: false }).waitFor();
    expect(await concordance.locator('mark').allInnerTexts()).toEqual(['annual', 'report']);

    await search.fill('zebra');
    await concordance.getByRole('button', { name: 'Search' }).click();
    await concordance.getByText('No results.').waitFor();
  });
});
