import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_PASSWORD } from './demoActor.js';

const root = path.resolve(import.meta.dirname, '../..');
export const webDist = path.join(root, 'packages/web/dist');

/** The built web app the server serves; built once when missing, as `npm test` builds it. */
export function ensureWebBuilt(): void {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  console.log('editor: building the web app (npm run build)');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/** The page's clock when "Target 1" took the focus, recorded in the page itself. */
interface EditableClock {
  editableAt?: number;
}

/**
 * Milliseconds from the navigation to the editor's address to the first target being a focused
 * text box, over `runs` fresh page loads of a signed-in project manager (sorted). The page records
 * the moment of focus on its own clock (zero at the navigation's start): waiting for it from
 * outside adds the automation's polling interval, up to hundreds of milliseconds no user waits.
 */
export async function timesToEditable(
  url: string,
  jobPartId: number,
  runs: number,
): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: url });
    await context.addInitScript(() => {
      document.addEventListener('focusin', (event) => {
        const clock = window as EditableClock;
        if (event.target instanceof Element && event.target.ariaLabel === 'Target 1')
          clock.editableAt ??= performance.now();
      });
    });
    const login = await context.request.post('/api/auth/login', {
      data: { userName: 'pm', password: BENCH_PASSWORD },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const page = await context.newPage();
      await page.goto(`/twe/translation/job/${jobPartId}`);
      await page.waitForFunction(() => (window as EditableClock).editableAt !== undefined);
      const editableAt = await page.evaluate(() => (window as EditableClock).editableAt ?? NaN);
      // The first load also fills the browser's cache: it is the warm-up.
      if (run > 0) times.push(editableAt);
      await page.close();
    }
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}
