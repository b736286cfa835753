import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { CSRF_HEADER, type Project, type Session } from '@tessera/contracts';
import { writeZip } from '@tessera/filters';
import { buildApp } from '../packages/server/src/app.js';
import { systemClock } from '../packages/server/src/clock.js';
import { loadConfig, type Config } from '../packages/server/src/config.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { createJobs } from '../packages/server/src/modules/jobs/create.js';
import { seedDemoIfEmpty } from '../packages/server/src/seed/demo.js';
import { openBlobStorage } from '../packages/server/src/storage/blobStorage.js';
import { demoManager } from './lib/benchApp.js';
import { sentence, xliffOf } from './lib/benchFiles.js';

// Imports a generated 100,000-segment XLIFF 1.2 and a ~50 MB DOCX (a big picture and 100,000
// sentences) through POST /api/v2/job's service and task; prints segments per second and peak
// RSS next to the time saxes alone takes to read the same XML (the floor).
// BENCH_XLIFF_SEGMENTS / BENCH_DOCX_SEGMENTS scale a run down on a slow machine.
const count = (value: string | undefined) => Number(value) || 100_000;
const XLIFF_SEGMENTS = count(process.env.BENCH_XLIFF_SEGMENTS);
const DOCX_SEGMENTS = count(process.env.BENCH_DOCX_SEGMENTS);
const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function docx(): { bytes: Uint8Array; documentXml: Uint8Array } {
  const paragraphs: string[] = [];
  for (let index = 0; index < DOCX_SEGMENTS; index += 2)
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

// The floor: saxes reading the XML with no work per element.
function saxesSeconds(xml: Uint8Array): number {
  const started = performance.now();
  const parser = new SaxesParser({ xmlns: false });
  let elements = 0;
  parser.on('opentag', () => (elements += 1));
  parser.write(new TextDecoder().decode(xml)).close();
  return (performance.now() - started) / 1000;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function importFile(
  config: Config,
  fileName: string,
  bytes: Uint8Array,
  floorXml: Uint8Array,
) {
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, systemClock, 'bench-password');
  const { app, ctx } = await buildApp({ db, config, clock: systemClock });
  await ctx.tasks.start();
  const actor = await demoManager(db);
  // The project is made through its own API call, as the web makes it.
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName: 'pm', password: 'bench-password' },
  });
  const session = login.json<Session>();
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const project = (
    await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: { cookie, [CSRF_HEADER]: session.csrfToken },
      payload: { name: `Bench ${fileName}`, sourceLocale: 'en', targetLocales: ['de'] },
    })
  ).json<Project>();
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const stored = await openBlobStorage(config).put(bytes);
  const created = await createJobs(ctx, actor, {
    params: { projectUid: project.uid, targetLocales: ['de'] },
    files: [{ ...stored, fileName }],
  });
  let state = await ctx.tasks.get(actor.organizationId, created.task.id);
  while (state?.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    state = await ctx.tasks.get(actor.organizationId, created.task.id);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const job = await db.kysely
    .selectFrom('jobs')
    .select(['segments_count', 'words_count', 'creation_status', 'creation_error'])
    .where('creation_task_id', '=', created.task.id)
    .executeTakeFirstOrThrow();
  const floor = saxesSeconds(floorXml);
  console.log(
    `jobImport ${db.dialect} ${fileName} (${mb(bytes.length)}, ${mb(floorXml.length)} XML): ` +
      `${job.creation_status}${job.creation_error ? ` ${job.creation_error}` : ''} ` +
      `${job.segments_count} segments, ${job.words_count} words in ${seconds.toFixed(2)} s = ` +
      `${Math.round(job.segments_count / seconds)} segments/s; saxes alone ${floor.toFixed(2)} s; ` +
      `RSS ${mb(rssBefore)} before, peak ${mb(peakRss)}`,
  );
  await ctx.tasks.stop();
  await db.destroy();
}

export default async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-jobs-'));
  try {
    const config = (name: string): Config => ({
      ...loadConfig({}),
      dataDir: path.join(dir, name),
      databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
      webDist: undefined,
    });
    const xlf = xliffOf(XLIFF_SEGMENTS);
    await importFile(config('xliff'), 'bench.xlf', xlf, xlf);
    const word = docx();
    await importFile(config('docx'), 'bench.docx', word.bytes, word.documentXml);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
