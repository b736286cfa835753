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

// Imports generated TMX files of 10k and 100k units (or the comma-separated sizes of
// TMX_BENCH_UNITS) into a fresh SQLite (or the PostgreSQL database of BENCH_DATABASE_URL)
// through the import task, and prints units per second and peak RSS.
const sizes = (process.env.TMX_BENCH_UNITS ?? '10000,100000').split(',').map(Number);
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

async function importOnce(config: Config, file: string, units: number): Promise<void> {
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
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const stored = await openBlobStorage(config).put(fs.createReadStream(file));
  const task = await queueTmImport(ctx, requester, id, { ...stored, fileName: 'bench.tmx' });
  let state = await ctx.tasks.get(requester.organizationId, task.id);
  while (state?.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    state = await ctx.tasks.get(requester.organizationId, task.id);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `tmxImport ${db.dialect} ${units} units (${mb(fs.statSync(file).size)} TMX): ${state?.status} ` +
      `${JSON.stringify(state?.result ?? state?.error)} in ${seconds.toFixed(2)} s = ` +
      `${Math.round(units / seconds)} units/s; RSS ${mb(rssBefore)} before, peak ${mb(peakRss)}`,
  );
  await ctx.tasks.stop();
  await db.destroy();
}

export default async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-tmx-'));
  try {
    for (const units of sizes) {
      const file = path.join(dir, `units-${units}.tmx`);
      writeTmxFile(file, units);
      const config: Config = {
        ...loadConfig({}),
        dataDir: path.join(dir, `data-${units}`),
        databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
        webDist: undefined,
      };
      await importOnce(config, file, units);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
