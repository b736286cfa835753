import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  format,
  healthMessages,
  shellMessages,
  webMessages,
  type Metric,
} from '@tessera/contracts';
import { createProject, csrfHeader } from '../src/api.js';
import { E2E_PASSWORD, useBrowser } from '../src/harness.js';

const browser = useBrowser();

async function logIn(page: Page, userName: string, password = E2E_PASSWORD) {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

// A regular expression matches a heading with a counter, e.g. 'Jobs (3)'.
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, exact: true });

describe('login and the home of each role', () => {
  test.each([
    ['admin', 'Projects', '/web/project/list', 'Administrator'],
    ['pm', 'Projects', '/web/project/list', 'Project manager'],
    ['linguist', /^Jobs/, '/web/job/list', 'Linguist'],
  ])(
    '%s logs in, comes back to the page asked for, and has a home',
    async (userName, home, homePath, role) => {
      const page = await browser.newPage();
      await page.goto('/web/tickets/list');
      await page.waitForURL('**/login?returnTo=%2Fweb%2Ftickets%2Flist');
      await logIn(page, userName);
      await page.waitForURL('**/web/tickets/list');
      await page.getByRole('heading', { name: /^Tickets/ }).waitFor();

      // Linguists land on their job list, every other role on the project list.
      await page.goto('/');
      await page.waitForURL(`**${homePath}`);
      await heading(page, home).waitFor();
      await page.locator('#top-navigation').getByRole('button').last().click();
      await page
        .getByText(new RegExp(`^${userName}.* · ${role} · `))
        .filter({ visible: true })
        .waitFor();
    },
  );

  test('a wrong password shows the server message', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await logIn(page, 'pm', 'not the password');
    await page.getByText('Invalid user name or password.').waitFor();
    expect(page.url()).toContain('/login');
  });

  // Spec 002: /web/job/list is registered only for linguists.
  test('the linguist job list address is a page of ours only for linguists', async () => {
    const linguist = await browser.openAs('linguist', '/web/job/list');
    await heading(linguist, /^Jobs/).waitFor();
    expect(await linguist.getByTitle('Legacy page').count()).toBe(0);
    const manager = await browser.openAs('pm', '/web/job/list');
    await heading(manager, shellMessages.pageNotFound).waitFor();
  });

  test('job creation is a prefix match whose last path segment is the project', async () => {
    const page = await browser.openAs('pm');
    const project = await createProject(page, `Prefix ${Date.now()}`, ['de']);
    await page.goto(`/web/job2/create/from/the/list/${project.uid}`);
    await heading(page, 'Job details').first().waitFor();
  });

  test('signing out from the user menu ends the session', async () => {
    const page = await browser.openAs('pm');
    await page.getByRole('button', { name: /Paula Manager/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Either the logout's own navigation or the session gate's redirect (with returnTo) wins.
    await page.waitForURL(/\/login(\?|$)/);
    await page.goto('/web/setup/index');
    await page.waitForURL('**/login?returnTo=%2Fweb%2Fsetup%2Findex');
  });
});

describe('shell pages', () => {
  test('unknown paths show the not-found page with a link home', async () => {
    const page = await browser.openAs('pm', '/web/error/notFound');
    await heading(page, shellMessages.pageNotFound).waitFor();
    for (const path of ['/web/no/such/page', '/nowhere']) {
      await page.goto(path);
      await heading(page, shellMessages.pageNotFound).waitFor();
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL('**/web/project/list');
    await heading(page, 'Projects').waitFor();
  });

  test('the privacy policy shows the DSAR section only to users outside the company', async () => {
    const internal = await browser.openAs('admin', '/privacyPolicy');
    await heading(internal, 'Cookies').waitFor();
    expect(await internal.getByText('Last updated: 25 Jun 2024').count()).toBe(1);
    expect(await heading(internal, 'Access to your personal data').count()).toBe(0);

    const userName = `external${Date.now()}`;
    const created = await internal.request.post('/api/setup/users', {
      headers: await csrfHeader(internal),
      data: {
        userName,
        password: 'external-password',
        email: `${userName}@vendor.example`,
        role: 'LINGUIST',
      },
    });
    expect(created.status()).toBe(201);

    const external = await browser.newPage();
    await external.goto('/privacyPolicy');
    await logIn(external, userName, 'external-password');
    await heading(external, 'Access to your personal data').waitFor();
    await external.getByText(shellMessages.dsarProblemType, { exact: false }).waitFor();
    await external.getByRole('link', { name: 'support tickets' }).click();
    await external.waitForURL('**/web/tickets/list');
  });

  test('the health page shows the status of the environment, or the server message', async () => {
    const page = await browser.openAs('linguist', '/healthCheck');
    await heading(page, 'Environment beta2').waitFor();
    await page.getByTestId('health-status').getByText('UP').waitFor();
    await page.goto('/healthCheck?env=nowhere');
    await page.getByText(format(healthMessages.unknownEnvironment, { env: 'nowhere' })).waitFor();
  });

  test('a page that fails shows the error screen; Try again renders it again, home recovers', async () => {
    const page = await browser.openAs('pm');
    await heading(page, 'Projects').waitFor();
    const metrics: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/tracker'))
        metrics.push((request.postDataJSON() as Metric).name);
    });
    await page.goto('/web/debug/throw');
    await heading(page, shellMessages.errorBoundaryTitle).waitFor();
    await page.getByText('return to the main page').waitFor();
    await page.getByRole('button', { name: shellMessages.errorBoundaryTryAgain }).click();
    await heading(page, shellMessages.errorBoundaryTitle).waitFor();
    await expect.poll(() => metrics.filter((name) => name === 'errorBoundaryShown').length).toBe(2);
    await page.getByRole('link', { name: 'Go to the main page' }).click();
    await heading(page, 'Projects').waitFor();
    expect(await heading(page, shellMessages.errorBoundaryTitle).count()).toBe(0);
  });

  test('accepting cookies hides the banner, also after a reload', async () => {
    const page = await browser.openAs('linguist2');
    const banner = page.getByText('We use cookies that keep you signed in');
    await banner.waitFor();
    await page.getByRole('link', { name: 'Privacy policy' }).first().waitFor();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await heading(page, /^Jobs/).waitFor();
    expect(await banner.count()).toBe(0);
  });

  test('the cookie banner comes with the frame, even when its answer is the last to come', async () => {
    const page = await browser.newPage();
    await page.request.post('/api/auth/login', {
      data: { userName: 'pm', password: E2E_PASSWORD },
    });
    // The server's own answer, held back: the frame must not show without the banner meanwhile.
    await page.route('**/api/cookieConsent', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ response });
    });
    await page.addInitScript((banner: string) => {
      const record = window as unknown as { bannerWithFrame?: boolean };
      new MutationObserver((_changes, observer) => {
        // Watched from before the body exists.
        const text = document.body?.textContent ?? '';
        if (!text.includes('Translation memories')) return;
        record.bannerWithFrame = text.includes(banner);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, webMessages.cookieConsent);
    await page.goto('/web/project/list');
    await page.getByText(webMessages.cookieConsent).waitFor();
    const bannerWithFrame = await page.evaluate(
      () => (window as unknown as { bannerWithFrame?: boolean }).bannerWithFrame,
    );
    expect(bannerWithFrame).toBe(true);
  });

  test('the navigation is open on wide screens and closed at 1000px and below', async () => {
    const wide = await browser.openAs('pm');
    await wide.getByRole('link', { name: 'Health', exact: true }).waitFor();
    const narrow = await browser.newPage({ width: 1000, height: 800 });
    await narrow.request.post('/api/auth/login', {
      data: { userName: 'pm', password: E2E_PASSWORD },
    });
    await narrow.goto('/web');
    await heading(narrow, 'Projects').waitFor();
    expect(await narrow.getByRole('link', { name: 'Health', exact: true }).isVisible()).toBe(false);
    await narrow.getByRole('button', { name: 'Open navigation' }).click();
    await narrow.getByRole('link', { name: 'Health', exact: true }).waitFor();
  });

  test('help follows the role: linguists get the reduced project list text', async () => {
    const linguist = await browser.openAs('linguist', '/web/project/list');
    await linguist.getByRole('button', { name: 'Open help panel' }).click();
    await linguist.getByText('Filter them by name, creation date and owner.').waitFor();
    const manager = await browser.openAs('pm', '/web/project/list');
    await manager.getByRole('button', { name: 'Open help panel' }).click();
    await manager.getByText('Deleted projects go to the recycle bin').waitFor();
  });
});
