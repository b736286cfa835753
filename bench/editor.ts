import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type EditorSegmentPage,
  type Project,
  type QaRunResult,
  type SegmentSaved,
} from '@tessera/contracts';
import { loadConfig } from '../packages/server/src/config.js';
import { createJobs } from '../packages/server/src/modules/jobs/create.js';
import { openBlobStorage } from '../packages/server/src/storage/blobStorage.js';
import { percentile, signIn, startBenchApp, timed, type BenchApp } from './lib/benchApp.js';
import { demoManager } from './lib/demoActor.js';
import { xliffOf } from './lib/benchFiles.js';
import { ensureWebBuilt, timesToEditable, webDist } from './lib/editorBrowser.js';

// `npm run bench -- editor`: a 50,000-segment job (BENCH_EDITOR_SEGMENTS) on SQLite, its editor
// calls over HTTP on localhost as a project manager: the first page of segments (200 opens) and
// save-and-confirm with the write memory (1,000 saves of different segments), beside the floor
// of an authenticated call that reads nothing else (GET /api/session); then the QA run of a
// 10,000-segment job (POST /api/qa/run, 5 runs after one warm-up, the median); and in Debian's
// Chromium the time from the navigation to the editor's address to "Target 1" focused (10 loads).
const SEGMENTS = Number(process.env.BENCH_EDITOR_SEGMENTS) || 50_000;
const QA_SEGMENTS = 10_000;
const QA_RUNS = 5;
const BROWSER_LOADS = 10;
const OPENS = 200;
const SAVES = 1_000;

const ms = (value: number) => Number(value.toFixed(2));

async function newJob(bench: BenchApp, projectUid: string, segments: number): Promise<number> {
  const actor = await demoManager(bench.db);
  const stored = await openBlobStorage(bench.ctx.config).put(xliffOf(segments));
  const created = await createJobs(bench.ctx, actor, {
    params: { projectUid, targetLocales: ['de'] },
    files: [{ ...stored, fileName: 'bench.xlf' }],
  });
  let state = await bench.ctx.tasks.get(actor.organizationId, created.task.id);
  while (state?.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await bench.ctx.tasks.get(actor.organizationId, created.task.id);
  }
  const part = await bench.db.kysely
    .selectFrom('job_parts')
    .innerJoin('jobs', 'jobs.id', 'job_parts.job_id')
    .select(['job_parts.id', 'jobs.segments_count'])
    .where('jobs.creation_task_id', '=', created.task.id)
    .executeTakeFirstOrThrow();
  if (part.segments_count !== segments) throw new Error(`imported ${part.segments_count} segments`);
  return part.id;
}

export default async function run(): Promise<void> {
  ensureWebBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-editor-'));
  const bench = await startBenchApp({
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    webDist,
  });
  try {
    const pm = await signIn(bench.url, 'pm');
    const project = await pm.request<Project>('POST', '/api/project', {
      name: 'Bench editor',
      sourceLocale: 'en',
      targetLocales: ['de'],
    });
    const tm = await pm.request<{ id: number }>('POST', '/api/transMemory', {
      name: 'Bench editor TM',
      sourceLang: 'en',
      targetLangs: ['de'],
    });
    const assign = new URLSearchParams({ project: project.body.uid, targetLang: 'de' });
    assign.append('readTransMemory', String(tm.body.id));
    assign.append('writeTransMemory', String(tm.body.id));
    // setTransMemories is a GET that changes data, with the CSRF token as on a POST.
    const assigned = await pm.request('GET', `/web/api/v2/project/setTransMemories?${assign}`);
    if (assigned.status !== 200) throw new Error(`setTransMemories: ${assigned.status}`);
    const started = performance.now();
    const jobPart = await newJob(bench, project.body.uid, SEGMENTS);
    const importSeconds = (performance.now() - started) / 1000;
    console.log(`editor: ${SEGMENTS} segments imported in ${importSeconds.toFixed(1)} s`);

    const floor = await timed(OPENS, 20, async () => {
      const reply = await pm.request('GET', '/api/session');
      if (reply.status !== 200) throw new Error(`session: ${reply.status}`);
    });
    const firstPage = await timed(OPENS, 20, async () => {
      const reply = await pm.request<EditorSegmentPage>(
        'GET',
        `/api/editor/segments?jobPart=${jobPart}&offset=0&limit=100`,
      );
      if (reply.body.segments.length !== 100) throw new Error(`first page: ${reply.status}`);
    });
    const pages = new Map<number, EditorSegmentPage['segments']>();
    for (let offset = 0; offset < SAVES + 20; offset += 500) {
      const reply = await pm.request<EditorSegmentPage>(
        'GET',
        `/api/editor/segments?jobPart=${jobPart}&offset=${offset}&limit=500`,
      );
      pages.set(offset, reply.body.segments);
    }
    const segmentAt = (index: number) => pages.get(Math.floor(index / 500) * 500)?.[index % 500];
    let written = 0;
    const saves = await timed(SAVES, 20, async (index) => {
      const segment = segmentAt(index);
      if (!segment) throw new Error(`no segment ${index}`);
      const reply = await pm.request<SegmentSaved>('PUT', '/api/editor/segment', {
        jobPartId: jobPart,
        segmentId: segment.id,
        target: `Übersetzung ${index}: ${segment.source}`,
        version: segment.version,
        confirm: true,
      });
      if (reply.status !== 200) throw new Error(`save: ${reply.status}`);
      written += reply.body.tmUnitsWritten;
    });
    const qaPart = await newJob(bench, project.body.uid, QA_SEGMENTS);
    let warnings = 0;
    const qaRuns = await timed(QA_RUNS, 1, async () => {
      const reply = await pm.request<QaRunResult>('POST', '/api/qa/run', { jobPartId: qaPart });
      if (reply.status !== 200) throw new Error(`QA run: ${reply.status}`);
      warnings = reply.body.warningsCount;
    });
    const editable = await timesToEditable(bench.url, jobPart, BROWSER_LOADS);
    const figures = {
      bench: 'editor',
      segments: SEGMENTS,
      hello_p50_ms: ms(percentile(floor, 50)),
      hello_p95_ms: ms(percentile(floor, 95)),
      first_page_p50_ms: ms(percentile(firstPage, 50)),
      first_page_p95_ms: ms(percentile(firstPage, 95)),
      save_confirm_p50_ms: ms(percentile(saves, 50)),
      save_confirm_p95_ms: ms(percentile(saves, 95)),
      qa_segments: QA_SEGMENTS,
      job_qa_ms: ms(percentile(qaRuns, 50)),
      editable_p50_ms: ms(percentile(editable, 50)),
      editable_max_ms: ms(editable[editable.length - 1] ?? 0),
    };
    console.log(
      `editor sqlite ${SEGMENTS} segments: first page of 100 p50 ${figures.first_page_p50_ms} ms, ` +
        `p95 ${figures.first_page_p95_ms} ms (${OPENS} opens); save-and-confirm p50 ` +
        `${figures.save_confirm_p50_ms} ms, p95 ${figures.save_confirm_p95_ms} ms (${SAVES} saves, ` +
        `${written} TM units written); floor (session call) p50 ${figures.hello_p50_ms} ms, ` +
        `p95 ${figures.hello_p95_ms} ms; QA run of ${QA_SEGMENTS} segments ${figures.job_qa_ms} ms ` +
        `(median of ${QA_RUNS}, ${warnings} warnings); editor address to "Target 1" focused in ` +
        `Chromium p50 ${figures.editable_p50_ms} ms, max ${figures.editable_max_ms} ms (${BROWSER_LOADS} loads)`,
    );
    console.log(JSON.stringify(figures));
  } finally {
    await bench.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
