import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { E2E_PASSWORD, type E2eServer } from './global-setup.js';

export { E2E_PASSWORD };
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that keep Chromium off the closed network of these machines and runnable as root.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** This worker's server (Vitest numbers its workers from 1). */
export function e2eServer(): E2eServer {
  const servers = inject('servers');
  const server = servers[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!server) throw new Error(`no server for worker ${process.env.VITEST_POOL_ID}`);
  return server;
}

export function baseUrl(): string {
  return e2eServer().baseUrl;
}

export interface BrowserSession {
  browser: () => Browser;
  /** A fresh browser context (own cookies) with one page, not logged in. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** A fresh context logged in as the demo user, on the given path. */
  openAs(userName: string, path?: string): Promise<Page>;
}

// One Chromium per test file; each test gets its own contexts so sessions never leak.
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  // A test's pages close with it: left open, they piled up beside the file's later tests.
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
  async function newPage(viewport = { width: 1400, height: 900 }): Promise<Page> {
    const context = await current().newContext({
      baseURL: baseUrl(),
      viewport,
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    return context.newPage();
  }
  return {
    browser: current,
    newPage,
    async openAs(userName, path = '/web') {
      const page = await newPage();
      const response = await page.request.post('/api/auth/login', {
        data: { userName, password: E2E_PASSWORD },
      });
      if (!response.ok()) throw new Error(`login of ${userName} failed: ${response.status()}`);
      await page.goto(path);
      return page;
    },
  };
}
