import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figures, FormatFigures, LocalesFigures } from './lib/jobImportCase.js';
import nodeFlags from '../scripts/serverNodeFlags.json';
import { freshDatabase } from './lib/benchDatabase.js';
import { buildWhenStale } from './lib/serverProcess.js';

// Imports a generated 100,000-segment XLIFF 1.2 and a ~50 MB DOCX (a big picture and 100,000
// sentences) through POST /api/v2/job's service and task; prints segments per second and peak
// RSS above the idle process next to the time saxes alone takes to read the same XML (the
// floor); then an XLIFF and a DOCX of twice the size, whose peak RSS shows memory stays flat with
// size.
// Each import runs in a process of its own (lib/jobImportCase.ts), so no run inherits another's
// memory, through the compiled server that `npm start` runs, with its Node flags. Then the XML-based formats of issue
// #16 (SDL XLIFF, TTX, DITA, DocBook, multilingual XML, IDML), each a file of 20,000 one-sentence
// paragraphs, in segments per second beside saxes.
// Last, the first XLIFF uploaded into five target locales: five jobs that share one parse.
// BENCH_XLIFF_SEGMENTS / BENCH_DOCX_SEGMENTS / BENCH_FLAT_SEGMENTS / BENCH_FORMAT_SEGMENTS /
// BENCH_LOCALE_SEGMENTS (0: none) scale a run. On a fresh SQLite, or with BENCH_DATABASE_URL (else
// DATABASE_URL) on a fresh database of that PostgreSQL server for each case, dropped afterwards.
const count = (value: string | undefined, fallback: number) =>
  value === undefined || value === '' ? fallback : Number(value);
const XLIFF_SEGMENTS = count(process.env.BENCH_XLIFF_SEGMENTS, 100_000);
const DOCX_SEGMENTS = count(process.env.BENCH_DOCX_SEGMENTS, 100_000);
const FLAT_SEGMENTS = count(process.env.BENCH_FLAT_SEGMENTS, 200_000);
const FORMAT_SEGMENTS = count(process.env.BENCH_FORMAT_SEGMENTS, 20_000);
const LOCALE_SEGMENTS = count(process.env.BENCH_LOCALE_SEGMENTS, XLIFF_SEGMENTS);
const PEAK_RSS_GOAL_MB = 300;

// A PostgreSQL server to run on instead of SQLite: each case gets a fresh database of it.
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

async function importCase<Result = Figures>(
  kind: 'xliff' | 'docx' | 'formats' | 'locales',
  segments: number,
  dir: string,
): Promise<Result> {
  const script = path.join(import.meta.dirname, 'lib', 'jobImportCase.ts');
  const database = serverUrl ? await freshDatabase(serverUrl, 'jobs') : undefined;
  try {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', ...nodeFlags, '--import', 'tsx', script, kind, String(segments), dir],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_DATABASE_URL: database?.url ?? '' },
      },
    );
    const lines = child.stdout.trim().split('\n');
    const last = lines.pop() ?? '';
    for (const line of lines) console.log(line);
    if (child.status !== 0)
      throw new Error(`The ${kind} import ended with status ${child.status}.`);
    return JSON.parse(last) as Result;
  } finally {
    await database?.drop();
  }
}

/** `npm run bench` runs it on BENCH_POSTGRES_URL's server too (run.ts). */
export const onBothDatabases = true;

// Each case is a child process the bench waits for, one after another.
export default async function run(): Promise<void> {
  // Each case imports through the compiled server, as `npm start` runs it.
  buildWhenStale();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-jobs-'));
  try {
    console.log(serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL)' : 'SQLite');
    const xliff12 = await importCase('xliff', XLIFF_SEGMENTS, dir);
    const docx = await importCase('docx', DOCX_SEGMENTS, dir);
    if (FLAT_SEGMENTS > 0) {
      for (const [kind, first] of [
        ['xliff', xliff12],
        ['docx', docx],
      ] as const) {
        const flat = await importCase(kind, FLAT_SEGMENTS, path.join(dir, `flat-${kind}`));
        console.log(
          `jobImport memory (${kind}): peak RSS above idle ${first.peak_rss_mb} MB at ` +
            `${first.segments} segments, ${flat.peak_rss_mb} MB at ${flat.segments} ` +
            `(goal ≤ ${PEAK_RSS_GOAL_MB} MB, flat)`,
        );
      }
    }
    const formats =
      FORMAT_SEGMENTS > 0
        ? await importCase<Record<string, FormatFigures>>(
            'formats',
            FORMAT_SEGMENTS,
            path.join(dir, 'formats'),
          )
        : undefined;
    const locales =
      LOCALE_SEGMENTS > 0
        ? await importCase<LocalesFigures>('locales', LOCALE_SEGMENTS, path.join(dir, 'locales'))
        : undefined;
    if (locales)
      console.log(
        `jobImport five target locales: ${locales.import_s} s for ${locales.locales} jobs of ` +
          `${locales.segments} segments, ${locales.per_locale_s} s a locale against ` +
          `${xliff12.import_s} s for one`,
      );
    console.log(
      JSON.stringify({
        bench: 'jobImport',
        database: serverUrl ? 'postgres' : 'sqlite',
        xliff12,
        docx,
        ...(formats && { formats }),
        ...(locales && { xliff12_five_locales: locales }),
      }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
