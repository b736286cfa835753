import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createProject } from '../src/api.js';
import { E2E_PASSWORD, e2eServer, useBrowser } from '../src/harness.js';

const browser = useBrowser();
const root = path.resolve(import.meta.dirname, '../..');

/** A page of a role's navigation: the link, and the heading and tab the page opens with. */
interface NavStop {
  link: string;
  heading: string | RegExp;
  tab?: string;
  url: string;
}

const managerStops: NavStop[] = [
  { link: 'Project templates', heading: 'Project templates', url: '/web/projectTemplate/list' },
  { link: 'Translation memories', heading: 'Translation memories', url: '/web/transMemory/list' },
  { link: 'Term bases', heading: 'Term bases', url: '/web/termBase/list' },
  { link: 'Tickets', heading: /^Tickets/, url: '/web/tickets/list' },
  { link: 'Projects', heading: 'Projects', url: '/web/project/list' },
];
const setupSectionLinks = [
  'Users',
  'Clients',
  'Business units',
  'Cost centers',
  'Subjects',
  'Media types',
  'Workflow steps',
  'Vendors',
  'Email templates',
  'Machine translation',
  'Segmentation rules',
  'Active languages',
];
const adminStops: NavStop[] = [
  ...managerStops,
  { link: 'Organization setup', heading: 'Setup', tab: 'Users', url: '/web/setup/index' },
  ...setupSectionLinks.map((link) => ({
    link,
    heading: 'Setup',
    tab: link,
    url: '/web/setup/index?tab=',
  })),
  { link: 'Scoring models', heading: 'Scoring models', url: '/web/setup/scoringModel' },
  {
    link: 'Sampled Post-Delivery QA',
    heading: 'Sampled Post-Delivery QA',
    url: '/web/setup/postMortemScoringSettings',
  },
];
const linguistStops: NavStop[] = [
  { link: 'Tickets', heading: /^Tickets/, url: '/web/tickets/list' },
  { link: 'Projects', heading: 'Projects', url: '/web/project/list' },
  { link: 'Jobs', heading: 'Jobs', url: '/web/job/list' },
];

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });
const navLink = (page: Page, name: string) =>
  navigation(page).getByRole('link', { name, exact: true });
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Signs in through the login form, the way a user does, starting from the given address. */
async function signIn(page: Page, userName: string, password = E2E_PASSWORD) {
  await page.goto('/web');
  await page.waitForURL(/\/login/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The navigation highlights exactly one link: this one. */
async function expectHighlighted(page: Page, name: string) {
  await expect.poll(() => navLink(page, name).getAttribute('aria-current')).toBe('page');
  expect(await navigation(page).locator('a[aria-current="page"]').count()).toBe(1);
}

async function walk(page: Page, stops: readonly NavStop[]) {
  for (const stop of stops) {
    await navLink(page, stop.link).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(stop.url));
    await h1(page, stop.heading).waitFor();
    if (stop.tab) await page.getByRole('tab', { name: stop.tab, selected: true }).waitFor();
    await expectHighlighted(page, stop.link);
  }
}

describe('homes and navigation', () => {
  test.each([
    ['admin', 'Projects', '/web/project/list', adminStops],
    ['pm', 'Projects', '/web/project/list', managerStops],
    ['linguist', 'Jobs', '/web/job/list', linguistStops],
  ] as const)(
    '%s lands on their home (%s) and reaches every page of the navigation by clicking',
    async (userName, home, homePath, stops) => {
      const page = await browser.newPage({ width: 1440, height: 900 });
      await signIn(page, userName);
      await page.waitForURL(`**${homePath}`);
      await h1(page, home).waitFor();
      await expectHighlighted(page, home);
      await walk(page, stops);
      const links = await navigation(page).getByRole('link').allTextContents();
      for (const hidden of ['Project templates', 'Organization setup', 'Scoring models'])
        expect(links.includes(hidden)).toBe(stops.some((stop) => stop.link === hidden));
    },
  );

  test('detail pages show breadcrumbs and keep their section highlighted', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const name = `Breadcrumbs ${Date.now()}`;
    const project = await createProject(page, name);
    await page.reload();
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`);
    await expectHighlighted(page, 'Projects');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    // The last crumb is the page itself.
    await crumbs.getByText(name, { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Create jobs' }).click();
    await page.waitForURL(`**/web/job2/create/${project.uid}`);
    await expectHighlighted(page, 'Projects');
    await crumbs.getByText('Create jobs', { exact: true }).first().waitFor();
    await crumbs.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`);
    await crumbs.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.waitForURL('**/web/project/list');
    await h1(page, 'Projects').waitFor();
  });

  test('an organization without projects starts from a getting-started panel', async () => {
    const stamp = Date.now();
    const userName = `starter${stamp}`;
    // A fresh organization, made the way an operator does: through the command line.
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/server/src/cli/main.ts',
        'create-org',
        '--name',
        `Starter ${stamp}`,
        '--admin-user',
        userName,
        '--password',
        'a-long-secret',
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: e2eServer().dataDir } },
    );
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signIn(page, userName, 'a-long-secret');
    await page.waitForURL('**/web/project/list');
    await page.getByText('Getting started').waitFor();
    for (const [button, url, title] of [
      ['Create project template', '/web/projectTemplate/create', 'Create project template'],
      ['Create translation memory', '/web/transMemory/create', 'Create translation memory'],
      ['Create project', '/web/project/create', 'Create project'],
    ] as const) {
      // The panel is the table's empty state (the header has a Create project button too).
      await page.getByRole('table').getByRole('link', { name: button, exact: true }).click();
      await page.waitForURL(`**${url}`);
      // The wizards open on their first step's heading: the page says what it is in its title.
      await expect.poll(() => page.title()).toBe(`${title} - Tessera`);
      await page.goBack();
      await page.getByText('Getting started').waitFor();
    }
  });
});
