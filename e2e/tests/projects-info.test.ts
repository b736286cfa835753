import { describe, expect, test } from 'vitest';
import { createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';

const browser = useBrowser();

describe('project info and list lookups', () => {
  test("shows Vendor's owner, Buyer's owner and the automation widget link", async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `Info${Date.now()}`);
    await page.goto(`/web/project2/show/${project.uid}`);
    await page.getByText("Vendor's owner").waitFor();
    await page.getByText("Buyer's owner").waitFor();
    const link = page.getByRole('link', { name: 'Status page' });
    expect(await link.getAttribute('href')).toBe(
      `/web/project2/show/${project.uid}#automation-widget`,
    );
  });

  test('shows a dismissible alert for a failed lookup, none for a 403', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    await page.route('**/web/api/v9/mediaType/list', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errorCode: 'Internal', errorDescription: 'Media down' }),
      }),
    );
    await page.route('**/web/api/v9/vendor/list', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ errorCode: 'Forbidden', errorDescription: 'No vendors' }),
      }),
    );
    await page.goto('/web/project/list');
    const alert = page.getByText('Failed to load media types: Media down');
    await alert.waitFor();
    expect(await page.getByText('Failed to load vendors').count()).toBe(0);
    await page
      .getByRole('button', { name: /dismiss/i })
      .first()
      .click();
    await alert.waitFor({ state: 'detached' });
  });
});
