import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CSRF_HEADER, type Project, type Session } from '@tessera/contracts';
import { writeZip } from '@tessera/filters';
import type * as App from '../../packages/server/src/app.js';
import type * as Clock from '../../packages/server/src/clock.js';
import type * as ConfigModule from '../../packages/server/src/config.js';
import type { Config } from '../../packages/server/src/config.js';
import type { AppContext } from '../../packages/server/src/context.js';
import type * as Database from '../../packages/server/src/db/database.js';
import type * as Migrate from '../../packages/server/src/db/migrate.js';
import type * as CreateJobs from '../../packages/server/src/modules/jobs/create.js';
import type * as Demo from '../../packages/server/src/seed/demo.js';
import type * as BlobStorage from '../../packages/server/src/storage/blobStorage.js';
import { BENCH_PASSWORD, demoManager } from './demoActor.js';
import { peakRssMb, resetPeakRss } from './serverProcess.js';
import { sentence, xliffOf } from './benchFiles.js';
import { saxesSeconds } from './rawParse.js';
import { formatFiles, type FormatFile } from './formatFiles.js';

/**
 * A module of the compiled server (jobImport.ts builds it first), typed by its source: the import
 * runs the JavaScript `npm start` runs, not tsx's, whose keepNames wrappers slowed the parse.
 */
const compiled = <Module>(source: string) =>
  import(`../../packages/server/dist/${source}.js`) as Promise<Module>;
const { buildApp } = await compiled<typeof App>('app');
const { systemClock } = await compiled<typeof Clock>('clock');
const { loadConfig } = await compiled<typeof ConfigModule>('config');
const { openDatabase } = await compiled<typeof Database>('db/database');
const { migrateToLatest } = await compiled<typeof Migrate>('db/migrate');
const { createJobs } = await compiled<typeof CreateJobs>('modules/jobs/create');
const { seedDemoIfEmpty } = await compiled<typeof Demo>('seed/demo');
const { openBlobStorage } = await compiled<typeof BlobStorage>('storage/blobStorage');

// One import of jobImport.ts, in a process of its own so that its peak RSS is its own:
// `jobImportCase.ts <xliff|docx|formats|locales> <segments> <dataDir>` prints its figures, the last
// line JSON; `formats` imports a file of each XML-based format of issue #16 in turn, `locales` one
// XLIFF into five target locales.
const [kind = 'xliff', segmentsArgument = '100000', dataDir = '', mode] = process.argv.slice(2);
const SEGMENTS = Number(segmentsArgument);
const RATIO_GOALS: Record<string, number> = { xliff: 2, docx: 4 };
const PEAK_RSS_GOAL_MB = 300;
const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function docx(): { bytes: Uint8Array; documentXml: Uint8Array } {
  const paragraphs: string[] = [];
  for (let index = 0; index < SEGMENTS; index += 2)
    paragraphs.push(`<w:p><w:r><w:t>${sentence(index)} ${sentence(index + 1)}</w:t></w:r></w:p>`);
  const encoder = new TextEncoder();
  const documentXml = encoder.encode(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}"><w:body>${paragraphs.join('')}<w:sectPr/></w:body></w:document>`,
  );
  // Big Word files are big because of their pictures: random bytes do not compress.
  const picture = new Uint8Array(49 * 1024 * 1024);
  for (let at = 0; at < picture.length; at += 65536)
    crypto.getRandomValues(picture.subarray(at, at + 65536));
  const bytes = writeZip([
    {
      name: '[Content_Types].xml',
      data: encoder.encode(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: encoder.encode(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: 'word/document.xml', data: documentXml },
    { name: 'word/media/image1.png', data: picture },
  ]);
  return { bytes, documentXml };
}

type Actor = Awaited<ReturnType<typeof demoManager>>;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

export interface Figures {
  segments: number;
  import_s: number;
  raw_parse_s: number;
  ratio: number;
  peak_rss_mb: number;
}

/** Uploads a file as a job of the project and waits for its import task to end. */
async function importAndWait(
  ctx: AppContext,
  actor: Actor,
  config: Config,
  projectUid: string,
  upload: {
    fileName: string;
    bytes: Uint8Array;
    importSettings?: FormatFile['settings'];
    targetLocales?: string[];
  },
): Promise<string> {
  const { fileName, bytes, importSettings, targetLocales = ['de'] } = upload;
  const stored = await openBlobStorage(config).put(bytes);
  const created = await createJobs(ctx, actor, {
    params: { projectUid, targetLocales, ...(importSettings && { importSettings }) },
    files: [{ ...stored, fileName }],
  });
  let state = await ctx.tasks.get(actor.organizationId, created.task.id);
  while (state?.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    state = await ctx.tasks.get(actor.organizationId, created.task.id);
  }
  return created.task.id;
}

/** A server with the demo organization, and a project made through its own API call. */
async function benchServer(config: Config, name: string, targetLocales = ['de']) {
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, systemClock, BENCH_PASSWORD);
  const { app, ctx } = await buildApp({ db, config, clock: systemClock });
  await ctx.tasks.start();
  const actor = await demoManager(db);
  // The project is made through its own API call, as the web makes it.
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName: 'pm', password: BENCH_PASSWORD },
  });
  const session = login.json<Session>();
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const project = (
    await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: { cookie, [CSRF_HEADER]: session.csrfToken },
      payload: { name: `Bench ${name}`, sourceLocale: 'en', targetLocales },
    })
  ).json<Project>();
  // A running server has its parse worker started: a small import first, outside the timing.
  await importAndWait(ctx, actor, config, project.uid, {
    fileName: 'warm-up.xlf',
    bytes: xliffOf(10),
  });
  return { db, ctx, actor, project };
}

async function importFile(
  config: Config,
  fileName: string,
  bytes: Uint8Array,
  floorXml: Uint8Array,
  ratioGoal: number,
): Promise<Figures> {
  const { db, ctx, actor, project } = await benchServer(config, fileName);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  // The kernel's own peak of the process (its parse worker included), which a sampler can miss.
  resetPeakRss(process.pid);
  const started = performance.now();
  const taskId = await importAndWait(ctx, actor, config, project.uid, { fileName, bytes });
  const seconds = (performance.now() - started) / 1000;
  const peakRss = peakRssMb(process.pid) * 1024 * 1024;
  const job = await db.kysely
    .selectFrom('jobs')
    .select(['segments_count', 'words_count', 'creation_status', 'creation_error'])
    .where('creation_task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  const floor = saxesSeconds(floorXml);
  const figures: Figures = {
    segments: job.segments_count,
    import_s: round(seconds, 3),
    raw_parse_s: round(floor, 3),
    ratio: round(seconds / floor, 2),
    peak_rss_mb: round((peakRss - rssBefore) / 1024 / 1024, 1),
  };
  console.log(
    `jobImport ${db.dialect} ${fileName} (${mb(bytes.length)}, ${mb(floorXml.length)} XML): ` +
      `${job.creation_status}${job.creation_error ? ` ${job.creation_error}` : ''} ` +
      `${job.segments_count} segments, ${job.words_count} words in ${seconds.toFixed(2)} s = ` +
      `${Math.round(job.segments_count / seconds)} segments/s; saxes alone ${floor.toFixed(2)} s; ` +
      `ratio ${figures.ratio} (goal ≤ ${ratioGoal}); peak RSS ${figures.peak_rss_mb} MB above the ` +
      `idle process's ${mb(rssBefore)}, ${mb(peakRss)} in all (goal ≤ ${PEAK_RSS_GOAL_MB} MB at 200k segments)`,
  );
  await ctx.tasks.stop();
  await db.destroy();
  return figures;
}

export interface FormatFigures {
  segments: number;
  import_s: number;
  raw_parse_s: number;
  segments_per_s: number;
  ratio: number;
}

/** Imports one generated file of each XML-based format of issue #16 into one server, in turn. */
async function importFormats(config: Config): Promise<Record<string, FormatFigures>> {
  const { db, ctx, actor, project } = await benchServer(config, 'formats');
  const figures: Record<string, FormatFigures> = {};
  for (const file of formatFiles(SEGMENTS)) {
    const started = performance.now();
    const taskId = await importAndWait(ctx, actor, config, project.uid, {
      fileName: file.fileName,
      bytes: file.bytes,
      importSettings: file.settings,
    });
    const seconds = (performance.now() - started) / 1000;
    const job = await db.kysely
      .selectFrom('jobs')
      .select(['segments_count', 'creation_status', 'creation_error'])
      .where('creation_task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    if (job.creation_status !== 'OK')
      throw new Error(`${file.fileName}: ${job.creation_error ?? job.creation_status}`);
    const floor = saxesSeconds(file.xml);
    figures[file.format] = {
      segments: job.segments_count,
      import_s: round(seconds, 3),
      raw_parse_s: round(floor, 3),
      segments_per_s: Math.round(job.segments_count / seconds),
      ratio: round(seconds / floor, 2),
    };
    console.log(
      `jobImport ${db.dialect} ${file.format} ${file.fileName} (${mb(file.bytes.length)}, ` +
        `${mb(file.xml.length)} XML): ${job.segments_count} segments in ${seconds.toFixed(2)} s = ` +
        `${figures[file.format]?.segments_per_s} segments/s; saxes alone ${floor.toFixed(2)} s; ` +
        `ratio ${figures[file.format]?.ratio}`,
    );
  }
  await ctx.tasks.stop();
  await db.destroy();
  return figures;
}

export interface LocalesFigures {
  segments: number;
  locales: number;
  import_s: number;
  per_locale_s: number;
}

const FIVE_LOCALES = ['de', 'fr', 'it', 'es', 'ja'];

/** One XLIFF into five target locales: five jobs of one upload, which share one parse. */
async function importIntoLocales(config: Config): Promise<LocalesFigures> {
  const { db, ctx, actor, project } = await benchServer(config, 'locales', FIVE_LOCALES);
  const bytes = xliffOf(SEGMENTS);
  const started = performance.now();
  const taskId = await importAndWait(ctx, actor, config, project.uid, {
    fileName: 'bench.xlf',
    bytes,
    targetLocales: FIVE_LOCALES,
  });
  const seconds = (performance.now() - started) / 1000;
  const jobs = await db.kysely
    .selectFrom('jobs')
    .select(['segments_count', 'creation_status'])
    .where('creation_task_id', '=', taskId)
    .execute();
  if (jobs.length !== FIVE_LOCALES.length || jobs.some((job) => job.creation_status !== 'OK'))
    throw new Error(`The import into ${FIVE_LOCALES.join(', ')} did not end OK.`);
  const figures: LocalesFigures = {
    segments: jobs[0]?.segments_count ?? 0,
    locales: jobs.length,
    import_s: round(seconds, 3),
    per_locale_s: round(seconds / jobs.length, 3),
  };
  console.log(
    `jobImport ${db.dialect} bench.xlf (${mb(bytes.length)}) into ${FIVE_LOCALES.join(', ')}: ` +
      `${jobs.length} jobs of ${figures.segments} segments in ${seconds.toFixed(2)} s, ` +
      `${figures.per_locale_s} s a locale`,
  );
  await ctx.tasks.stop();
  await db.destroy();
  return figures;
}

const inputDir = path.join(dataDir, 'input');
// `… <xliff|docx> <segments> <dataDir> make` writes the file and the XML its floor parses.
if (mode === 'make') {
  const made = kind === 'docx' ? docx() : { bytes: xliffOf(SEGMENTS), documentXml: undefined };
  fs.mkdirSync(inputDir, { recursive: true });
  fs.writeFileSync(path.join(inputDir, 'file'), made.bytes);
  fs.writeFileSync(path.join(inputDir, 'floor.xml'), made.documentXml ?? made.bytes);
  process.exit(0);
}

/**
 * The file to import and the XML its floor parses, made by a process of its own and read back:
 * made in this one, what making them freed stayed resident, and the idle figure varied with it by
 * up to 110 MB between runs of one build (#14).
 */
function madeInput(): { bytes: Uint8Array; floorXml: Uint8Array } {
  const script = process.argv[1] ?? '';
  const made = spawnSync(
    process.execPath,
    [...process.execArgv, script, kind, segmentsArgument, dataDir, 'make'],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`Making the ${kind} input failed.`);
  return {
    bytes: fs.readFileSync(path.join(inputDir, 'file')),
    floorXml: fs.readFileSync(path.join(inputDir, 'floor.xml')),
  };
}

const config: Config = {
  ...loadConfig({}),
  dataDir: path.join(dataDir, kind),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  webDist: undefined,
};
if (kind === 'formats' || kind === 'locales') {
  const figures =
    kind === 'formats' ? await importFormats(config) : await importIntoLocales(config);
  console.log(JSON.stringify(figures));
  process.exit(0);
}
const ratioGoal = RATIO_GOALS[kind] ?? 2;
const input = madeInput();
const figures = await importFile(
  config,
  `bench.${kind === 'docx' ? 'docx' : 'xlf'}`,
  input.bytes,
  input.floorXml,
  ratioGoal,
);
console.log(JSON.stringify(figures));
process.exit(0);
