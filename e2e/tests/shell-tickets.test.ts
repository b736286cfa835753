import { describe, expect, test } from 'vitest';
import { shellMessages, webMessages } from '@tessera/contracts';
import { useBrowser } from '../src/harness.js';
import { shown } from '../src/ui.js';

const browser = useBrowser();

describe('support tickets', () => {
  test('a linguist creates a ticket with the prefilled job fields and sees it listed', async () => {
    const page = await browser.openAs(
      'linguist',
      '/web/tickets/list/createTicket?projectName=Website&jobPartId=42&targetLocale=de',
    );
    const submit = page.getByRole('button', { name: 'Create ticket', exact: true });
    await submit.click();
    await shown(page, shellMessages.formContainsErrors).first().waitFor();
    await shown(page, webMessages.problemTypeRequired).waitFor();
    expect(await page.getByRole('textbox', { name: 'Project name' }).inputValue()).toBe('Website');
    expect(await page.getByRole('textbox', { name: 'Job part ID' }).inputValue()).toBe('42');

    await page.getByRole('button', { name: /Pick a problem type/ }).click();
    await page.getByRole('option', { name: shellMessages.dsarProblemType }).click();
    const subject = `Copy of my data ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Please send it.');
    await submit.click();

    await page.waitForURL('**/web/tickets/list');
    await page.getByText(/^Ticket \d+ was created\.$/).waitFor();
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual(
      expect.arrayContaining([shellMessages.dsarProblemType, 'Open', 'Website', 'linguist']),
    );
  });
});
