import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { signIn } from './lib/benchApp.js';
import { coldLoads, type ColdLoad } from './lib/coldLoad.js';
import { buildWhenStale, startServerProcess } from './lib/serverProcess.js';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST: a build elsewhere to measure as it is (the server serves it too), e.g. a variant's.
const webDist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
const RUNS = 3;
const PROJECTS = 30;
const PAGE = '/web/project/list';
const GOALS = { entryJsGzKb: 250, lcpMs: 1000 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

// What a file weighs gzipped at level 9, as the build's .gz copy of it (measured the same way
// before the build wrote copies).
function gzipKb(urlPath: string): number {
  const file = path.join(webDist, urlPath);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
}

/**
 * The project list's cold load in Chromium: `npm start`'s server (built when stale) on a fresh
 * SQLite database with the demo seed and PROJECTS projects, the demo project manager signed in,
 * RUNS loads each in a fresh browser context; medians.
 */
export default async function run(): Promise<void> {
  if (!process.env.WEB_DIST) {
    // The compiled server, built when stale, as `npm start` runs it.
    buildWhenStale();
  }
  const server = await startServerProcess('compiled');
  try {
    const pm = await signIn(server.url, 'pm');
    for (let index = 1; index <= PROJECTS; index++) {
      const created = await pm.request('POST', '/api/project', {
        name: `Bench project ${index}`,
        sourceLocale: 'en',
        targetLocales: ['de', 'fr'],
      });
      if (created.status !== 201) throw new Error(`project ${index}: ${created.status}`);
    }
    const loads = await coldLoads(server.url, 'pm', PAGE, 'table tbody tr', RUNS);
    // The JavaScript asked for before a paint: gzip -9 KB and KB on the wire, medians of the runs.
    const before = (paint: (load: ColdLoad) => number) => {
      const sets = loads.map((load) =>
        load.scripts.filter((script) => script.startMs < paint(load)),
      );
      return {
        files: median(sets.map((set) => set.length)),
        gzKb: median(sets.map((set) => set.reduce((sum, script) => sum + gzipKb(script.path), 0))),
        wireKb: median(sets.map((set) => set.reduce((sum, s) => sum + s.bytesOnWire, 0) / 1024)),
      };
    };
    const firstPaint = before((load) => load.fcpMs);
    const largestPaint = before((load) => load.lcpMs);
    const all = before(() => Infinity);
    const result = {
      entry_js_gz_kb: Math.round(firstPaint.gzKb),
      lcp_ms: Math.round(median(loads.map((load) => load.lcpMs))),
      requests: median(loads.map((load) => load.requests)),
    };
    const fcpMs = median(loads.map((load) => load.fcpMs));
    const line = (figures: ReturnType<typeof before>) =>
      `${figures.gzKb.toFixed(0)} KB gzip -9 in ${figures.files} .js files (${figures.wireKb.toFixed(0)} KB on the wire)`;
    console.log(
      `${PAGE} as pm, ${PROJECTS} projects, ${RUNS} cold loads (fresh context each), Chromium 1400×900; medians:`,
    );
    console.log(
      `  entry JS, requested before the first paint (FCP ${fcpMs.toFixed(0)} ms): ${line(firstPaint)} (goal ≤ ${GOALS.entryJsGzKb} KB)`,
    );
    console.log(`  JS requested before LCP: ${line(largestPaint)}; in all: ${line(all)}`);
    const readyMs = median(loads.map((load) => load.readyMs));
    console.log(
      `  LCP: ${result.lcp_ms} ms (goal ≤ ${GOALS.lcpMs} ms); the list's first row in the page at ${readyMs.toFixed(0)} ms`,
    );
    console.log(`  requests: ${result.requests} (until the network is idle; was 89)`);
    console.log(JSON.stringify({ bench: 'web', ...result }));
  } finally {
    await server.stop();
  }
}
