import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackgroundTask, TranslationMemory } from '@tessera/contracts';
import { signIn } from './lib/benchApp.js';
import { freshDatabase } from './lib/benchDatabase.js';
import { saxesFileSeconds } from './lib/rawParse.js';
import { buildWhenStale, startServerProcess } from './lib/serverProcess.js';

// Imports generated TMX files (TMX_BENCH_UNITS, comma-separated; by default 100k units and
// 1.36M units, about 505 MB) into the server as `npm start` runs it (compiled JavaScript, in a
// process of its own), on a fresh SQLite or on a fresh database of the PostgreSQL server of
// BENCH_DATABASE_URL (else DATABASE_URL): the upload as the web app posts it, then the import
// task polled to its end. Prints units per second and the server's peak RSS (its reading worker
// thread included) beside their goals, and the floor: saxes alone reading the same file.
const sizes = (process.env.TMX_BENCH_UNITS ?? '100000,1360000').split(',').map(Number);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const GOAL_UNITS_PER_S = 50_000;
const GOAL_PEAK_RSS_MB = 300;

const words =
  'the a file open save close print window user press key menu value list item text page'.split(
    ' ',
  );
const wörter =
  'die eine Datei öffnen speichern schließen drucken Fenster Nutzer Taste Menü Wert Liste'.split(
    ' ',
  );

function sentence(pool: string[], seed: number, length: number): string {
  const picked: string[] = [];
  for (let index = 0; index < length; index++)
    picked.push(pool[(seed * 7 + index * 13) % pool.length] ?? '');
  return picked.join(' ');
}

// Written a megabyte at a time: the file is never whole in memory.
function writeTmxFile(file: string, units: number): void {
  const out = fs.openSync(file, 'w');
  fs.writeSync(
    out,
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header creationtool="bench" creationtoolversion="1" segtype="sentence" o-tmf="bench" adminlang="en" srclang="en-US" datatype="plaintext"/><body>\n',
  );
  let chunk = '';
  for (let index = 0; index < units; index++) {
    const length = 6 + (index % 14);
    chunk +=
      `<tu creationid="bench" creationdate="20240101T000000Z"><prop type="x-context-pre">Previous ${index}</prop>` +
      `<tuv xml:lang="en-US"><seg>Unit ${index}: ${sentence(words, index, length)} <ph x="1"/>.</seg></tuv>` +
      `<tuv xml:lang="de-DE"><seg>Einheit ${index}: ${sentence(wörter, index, length)} <ph x="1"/>.</seg></tuv></tu>\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, `${chunk}</body></tmx>\n`);
  fs.closeSync(out);
}

interface Figures {
  units: number;
  megabytes: number;
  unitsPerS: number;
  peakRssMb: number;
  /** Units per second of saxes alone reading the same file, in the same run. */
  rawParseUnitsPerS: number;
  /** The import's time over the raw parse's. */
  ratio: number;
}

async function importOnce(
  file: string,
  units: number,
  databaseUrl: string,
  rawParseSeconds: number,
): Promise<Figures> {
  const server = await startServerProcess('compiled', { databaseUrl });
  try {
    const pm = await signIn(server.url, 'pm');
    const created = await pm.request<TranslationMemory>('POST', '/api/transMemory', {
      name: `Bench ${units}`,
      sourceLang: 'en_us',
      targetLangs: ['de_de'],
    });
    if (created.status !== 201) throw new Error(`memory refused: ${JSON.stringify(created.body)}`);
    const idleMb = server.rssMb();
    server.resetPeak();
    const cpuBefore = server.cpuSeconds();
    const started = performance.now();
    const form = new FormData();
    form.append('file', await fs.openAsBlob(file), 'bench.tmx');
    const queued = await fetch(`${server.url}/api/transMemory/import?id=${created.body.id}`, {
      method: 'POST',
      headers: pm.headers,
      body: form,
    });
    if (!queued.ok) throw new Error(`import refused: ${queued.status} ${await queued.text()}`);
    let task = (await queued.json()) as BackgroundTask;
    // The slowest answer to the progress poll: how long any request waits during the import.
    let slowestPollMs = 0;
    while (task.status === 'RUNNING') {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const asked = performance.now();
      task = (await pm.request<BackgroundTask>('GET', `/api/backgroundTask?id=${task.id}`)).body;
      slowestPollMs = Math.max(slowestPollMs, performance.now() - asked);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = server.cpuSeconds() - cpuBefore;
    const figures = {
      units,
      megabytes: Math.round(fs.statSync(file).size / 1024 / 1024),
      unitsPerS: Math.round(units / seconds),
      peakRssMb: Math.round(server.peakRssMb()),
      rawParseUnitsPerS: Math.round(units / rawParseSeconds),
      ratio: Number((seconds / rawParseSeconds).toFixed(2)),
    };
    console.log(
      `tmxImport ${databaseUrl ? 'postgres' : 'sqlite'} ${units} units (${figures.megabytes} MB TMX): ` +
        `${task.status} ${JSON.stringify(task.result ?? task.error)} in ${seconds.toFixed(1)} s, ` +
        `upload included (load ${os.loadavg()[0]?.toFixed(1)})\n` +
        // CPU time of every thread: what the import costs whatever else shares the cores.
        `  server CPU ${cpuSeconds.toFixed(1)} s (${Math.round(units / cpuSeconds)} units per CPU second)\n` +
        `  ${figures.unitsPerS} units/s (goal ≥ ${GOAL_UNITS_PER_S}); saxes alone reads the file in ` +
        `${rawParseSeconds.toFixed(1)} s = ${figures.rawParseUnitsPerS} units/s, ratio ${figures.ratio}\n` +
        `  server peak RSS ${figures.peakRssMb} MB (goal ≤ ${GOAL_PEAK_RSS_MB} MB at 500 MB of TMX; ` +
        `${Math.round(idleMb)} MB idle before the upload)\n` +
        `  the progress poll answered within ${Math.round(slowestPollMs)} ms throughout`,
    );
    if (task.status !== 'OK') throw new Error(`the import ended ${task.status}`);
    return figures;
  } finally {
    await server.stop();
  }
}

// A database of its own on the server, dropped afterwards; without a server the server's SQLite.
const benchDatabaseUrl = () =>
  serverUrl
    ? freshDatabase(serverUrl, 'tmx')
    : Promise.resolve({ url: '', drop: async () => undefined });

/** `npm run bench` runs it on BENCH_POSTGRES_URL's server too (run.ts). */
export const onBothDatabases = true;

export default async function run(): Promise<void> {
  // The compiled server, built when stale, as `npm start` runs it.
  buildWhenStale();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-tmx-'));
  const source = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'DATABASE_URL';
  console.log(
    serverUrl ? `PostgreSQL (${source})` : 'SQLite (no BENCH_DATABASE_URL or DATABASE_URL)',
  );
  let largest: Figures | undefined;
  try {
    for (const units of [...sizes].sort((a, b) => a - b)) {
      const file = path.join(dir, `units-${units}.tmx`);
      writeTmxFile(file, units);
      const floor = await saxesFileSeconds(file, 'tu');
      if (floor.elements !== units) throw new Error(`the raw parse found ${floor.elements} units`);
      const database = await benchDatabaseUrl();
      try {
        largest = await importOnce(file, units, database.url, floor.seconds);
      } finally {
        await database.drop();
        fs.rmSync(file, { force: true });
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (largest) {
    console.log(
      JSON.stringify({
        bench: 'tmxImport',
        database: serverUrl ? 'postgres' : 'sqlite',
        units: largest.units,
        megabytes: largest.megabytes,
        units_per_s: largest.unitsPerS,
        peak_rss_mb: largest.peakRssMb,
        raw_parse_units_per_s: largest.rawParseUnitsPerS,
        ratio: largest.ratio,
      }),
    );
  }
}
