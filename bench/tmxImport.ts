import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.js';
import { systemClock } from '../packages/server/src/clock.js';
import { loadConfig, type Config } from '../packages/server/src/config.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { createTranslationMemory } from '../packages/server/src/modules/tm/service.js';
import { queueTmImport } from '../packages/server/src/modules/tm/importTask.js';
import { seedDemoIfEmpty } from '../packages/server/src/seed/demo.js';
import { openBlobStorage } from '../packages/server/src/storage/blobStorage.js';
import { onServer } from './lib/benchDatabase.js';

// Imports generated TMX files (TMX_BENCH_UNITS, comma-separated; by default 100k units and
// 1.36M units, about 505 MB) through the import task into a fresh SQLite, or into a fresh
// database on the PostgreSQL server of BENCH_DATABASE_URL (else DATABASE_URL), and prints units
// per second and the process's peak RSS (worker thread included) beside their goals.
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

// Linux keeps the process's peak RSS (VmHWM); writing 5 to clear_refs starts it afresh, so each
// size's peak is its own. Elsewhere a 20 ms sample of the RSS stands in.
function peakRssMeter() {
  const status = '/proc/self/status';
  const exact = fs.existsSync(status);
  if (exact) fs.writeFileSync('/proc/self/clear_refs', '5');
  let sampled = process.memoryUsage().rss;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 20);
  return () => {
    clearInterval(sampler);
    const hwm = exact ? /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, 'utf8'))?.[1] : undefined;
    return hwm ? Number(hwm) * 1024 : sampled;
  };
}

interface Figures {
  units: number;
  megabytes: number;
  unitsPerS: number;
  peakRssMb: number;
}

async function importOnce(config: Config, file: string, units: number): Promise<Figures> {
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, systemClock, 'bench-password');
  const { ctx } = await buildApp({ db, config, clock: systemClock });
  await ctx.tasks.start();
  const pm = await db.kysely
    .selectFrom('users')
    .select(['id', 'organization_id', 'user_name'])
    .where('user_name', '=', 'pm')
    .executeTakeFirstOrThrow();
  const requester = { organizationId: pm.organization_id, userId: pm.id, userName: pm.user_name };
  const { id } = await createTranslationMemory(ctx, requester, {
    name: `Bench ${units}`,
    sourceLang: 'en_us',
    targetLangs: ['de_de'],
    clientId: null,
    subjectId: null,
    isPublic: false,
  });
  const rssBefore = process.memoryUsage().rss;
  const peakRss = peakRssMeter();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const stored = await openBlobStorage(config).put(fs.createReadStream(file));
  const task = await queueTmImport(ctx, requester, id, { ...stored, fileName: 'bench.tmx' });
  let state = await ctx.tasks.get(requester.organizationId, task.id);
  while (state?.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    state = await ctx.tasks.get(requester.organizationId, task.id);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const peak = peakRss();
  await ctx.tasks.stop();
  await db.destroy();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const figures = {
    units,
    megabytes: Math.round(mb(fs.statSync(file).size)),
    unitsPerS: Math.round(units / seconds),
    peakRssMb: Math.round(mb(peak)),
  };
  console.log(
    `tmxImport ${db.dialect} ${units} units (${figures.megabytes} MB TMX): ${state?.status} ` +
      `${JSON.stringify(state?.result ?? state?.error)} in ${seconds.toFixed(1)} s (load ${os.loadavg()[0]?.toFixed(1)})\n` +
      // CPU time of every thread: what the import costs whatever else shares the cores.
      `  CPU ${cpuSeconds.toFixed(1)} s (${Math.round(units / cpuSeconds)} units per CPU second)\n` +
      `  ${figures.unitsPerS} units/s (goal ≥ ${GOAL_UNITS_PER_S})\n` +
      `  peak RSS ${figures.peakRssMb} MB (goal ≤ ${GOAL_PEAK_RSS_MB} MB at 500 MB of TMX; ${Math.round(mb(rssBefore))} MB before)`,
  );
  return figures;
}

// A database of its own on the server, dropped afterwards; without a server a SQLite file.
async function benchConfig(dir: string, units: number) {
  const base: Config = {
    ...loadConfig({}),
    dataDir: path.join(dir, `data-${units}`),
    webDist: undefined,
  };
  if (!serverUrl)
    return { config: { ...base, databaseUrl: undefined }, drop: async () => undefined };
  const name = `tessera_bench_tmx_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { ...base, databaseUrl: url.toString() },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export default async function run(): Promise<void> {
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
      const { config, drop } = await benchConfig(dir, units);
      try {
        largest = await importOnce(config, file, units);
      } finally {
        await drop();
        fs.rmSync(file, { force: true });
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (largest) {
    console.log(
      JSON.stringify({
        bench: 'tmxImport',
        units: largest.units,
        megabytes: largest.megabytes,
        units_per_s: largest.unitsPerS,
        peak_rss_mb: largest.peakRssMb,
      }),
    );
  }
}
