import { chromium } from 'playwright-core';
import { BENCH_PASSWORD } from './demoActor.js';

/** One cold load of a page, as the page itself timed it. */
export interface ColdLoad {
  lcpMs: number;
  fcpMs: number;
  /** When what `ready` selects was first in the page. */
  readyMs: number;
  /** Every request the page made until the network was idle. */
  requests: number;
  /** The JavaScript files the page asked for until the network was idle. */
  scripts: LoadedScript[];
}

export interface LoadedScript {
  path: string;
  /** When the request started, on the page's clock (zero at the navigation's start). */
  startMs: number;
  /** Bytes as they came over the wire (compressed when the server compressed). */
  bytesOnWire: number;
}

interface PaintClock {
  lcpMs?: number;
  readyMs?: number;
}

/**
 * Loads `path` signed in as `userName`, `runs` times, each in a fresh browser context (empty
 * cache, own cookies), once `ready` shows; the page records its own paints (PerformanceObserver).
 */
export async function coldLoads(
  url: string,
  userName: string,
  path: string,
  ready: string,
  runs: number,
): Promise<ColdLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const loads: ColdLoad[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: { width: 1400, height: 900 },
      });
      await context.addInitScript((selector: string) => {
        const clock = window as PaintClock;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) clock.lcpMs = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const watch = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          clock.readyMs = performance.now();
          watch.disconnect();
        });
        document.addEventListener('DOMContentLoaded', () =>
          watch.observe(document.body, { childList: true, subtree: true }),
        );
      }, ready);
      const login = await context.request.post('/api/auth/login', {
        data: { userName, password: BENCH_PASSWORD },
      });
      if (!login.ok()) throw new Error(`login of ${userName}: ${login.status()}`);
      const page = await context.newPage();
      let requests = 0;
      page.on('request', () => requests++);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator(ready).first().waitFor();
      // The paint of what `ready` found reaches the observer after the frame that shows it.
      await page.waitForTimeout(300);
      const load = await page.evaluate(() => {
        const { lcpMs = NaN, readyMs = NaN } = window as PaintClock;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => 'encodedBodySize' in entry)
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            startMs: entry.startTime,
            bytesOnWire: entry.encodedBodySize,
          }));
        return { lcpMs, readyMs, fcpMs: fcp?.startTime ?? NaN, scripts };
      });
      loads.push({ ...load, requests });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
