import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_PASSWORD } from './benchApp.js';

const root = path.resolve(import.meta.dirname, '../..');
export const webDist = path.join(root, 'packages/web/dist');

/** The built web app the server serves; built once when missing, as `npm test` builds it. */
export function ensureWebBuilt(): void {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  console.log('editor: building the web app (npm run build)');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/**
 * Milliseconds from asking Debian's Chromium for the editor's address to the first target being
 * a focused text box, over `runs` fresh page loads of a signed-in project manager (sorted).
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
    const login = await context.request.post('/api/auth/login', {
      data: { userName: 'pm', password: BENCH_PASSWORD },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`/twe/translation/job/${jobPartId}`);
      const target = page.getByRole('textbox', { name: 'Target 1', exact: true });
      await target.waitFor({ state: 'visible' });
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Target 1',
      );
      // The first load also fills the browser's cache: it is the warm-up.
      if (run > 0) times.push(performance.now() - started);
      await page.close();
    }
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}
