import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileImportSettings,
  format,
  jobServerMessages,
  type JobCreateResponse,
  type Project,
  type SegmentsCount,
} from '@tessera/contracts';
import {
  copyLastImport,
  failUnfinishedJobs,
  jobParsePool,
  parseWorkers,
  settingsOfJob,
  writeSegments,
} from '../src/modules/jobs/importTask.js';
import { findJob, type JobRow } from '../src/modules/jobs/queries.js';
import type { ParseRequest } from '../src/modules/jobs/parseWorker.js';
import { ParseFailed, SegmentStream } from '../src/modules/jobs/segmentStream.js';
import { segmentsSummary } from '../src/modules/segments/index.js';
import { ROWS_PER_BATCH, tuplesOfBatch } from '../src/modules/segments/segmentTuples.js';
import { openBlobStorage } from '../src/storage/blobStorage.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { jobForm, waitForTask } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

const encoder = new TextEncoder();
/** A JSON file of `count` strings, one segment each. */
const stringsFile = (count: number) =>
  encoder.encode(
    JSON.stringify(
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`key${i}`, `Sentence number ${i} is here.`]),
      ),
    ),
  );

async function creationTasks(created: JobCreateResponse) {
  const ids = created.jobs.map((job) => `jobPart=${job.id}`).join('&');
  return (
    await pm.get<Array<{ creationTask: { status: string; reason: string } }>>(
      `/web/api/v9/job/getBackgroundTasksBulk?${ids}`,
    )
  ).body.map((task) => task.creationTask);
}

const createJobs = async (files: Record<string, Uint8Array>) => {
  const reply = await pm.post<JobCreateResponse>(
    '/api/v2/job',
    jobForm({ projectUid: project.uid, targetLocales: ['de'] }, files),
  );
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

/** A parse is waiting for or running on a worker (a starting worker is not yet idle). */
const parsing = () =>
  jobParsePool.queueSize > 0 || jobParsePool.threads.length > jobParsePool.idleThreads;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Imports');
});
afterAll(() => server.close());

describe('importing on worker threads', () => {
  it('answers other requests while a large file is parsed', async () => {
    const created = await createJobs({ 'large.json': stringsFile(30_000) });
    // The test runs on the server's own event loop: it sees the parse running only if it is elsewhere.
    while (!parsing()) await new Promise((resolve) => setImmediate(resolve));
    const events: string[] = [];
    const health = server
      .anonymous()
      .get<{ status: string }>('/web/healthApi')
      .then((reply) => {
        expect(reply.body.status).toBe('UP');
        events.push(parsing() ? 'health while parsing' : 'health after parsing');
      });
    const task = await waitForTask(pm, created.task.id);
    events.push(`task ${task.status}`);
    await health;
    expect(events).toEqual(['health while parsing', 'task OK']);
    const ids = created.jobs.map((job) => `jobPart=${job.id}`).join('&');
    const counts = await pm.get<SegmentsCount[]>(`/web/api/v9/job/getSegmentsCount?${ids}`);
    expect(counts.body.map((count) => count.segmentsCount)).toEqual([30_000]);
    // Its skeleton is written in several pieces into one growing buffer: stored and read back whole.
    const completed = await fetch(`${server.url}/api/job/getCompletedFiles`, {
      method: 'POST',
      headers: { cookie: pm.cookie, 'x-csrf-token': pm.csrfToken },
      // Untranslated segments keep their source: the file comes back as it was uploaded.
      body: new URLSearchParams({ jobPart: String(created.jobs[0]?.id), failOnWarnings: 'false' }),
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    expect(Buffer.from(await completed.arrayBuffer()).equals(stringsFile(30_000))).toBe(true);
  });

  it('stores every segment of a file in order, across batches and a short last statement', async () => {
    // 5,000 rows to a batch and 100 to a statement on SQLite: 5,123 ends in a statement of 23.
    const created = await createJobs({ 'batches.json': stringsFile(5_123) });
    expect((await waitForTask(pm, created.task.id)).status).toBe('OK');
    const segments = await server.ctx.db.kysely
      .selectFrom('segments')
      .select(['ordinal', 'unit_id', 'source', 'words_count'])
      .where('job_id', '=', created.jobs[0]?.id ?? 0)
      .orderBy('ordinal')
      .execute();
    expect(segments).toHaveLength(5_123);
    segments.forEach((segment, index) =>
      expect(segment).toEqual({
        ordinal: index + 1,
        unit_id: String(index + 1),
        source: `Sentence number ${index} is here.`,
        words_count: 5,
      }),
    );
  });

  it('ends a hostile file in ERROR with its reason and stays up', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>' +
      '<xliff version="1.2"><file original="x" source-language="en"><body>' +
      '<trans-unit id="1"><source>&b;</source></trans-unit></body></file></xliff>';
    const created = await createJobs({ 'laughs.xlf': encoder.encode(laughs) });
    expect((await waitForTask(pm, created.task.id)).status).toBe('OK');
    const [creation] = await creationTasks(created);
    expect(creation?.status).toBe('ERROR');
    expect(creation?.reason).toMatch(/document type declaration with entities/);
    expect((await server.anonymous().get<{ status: string }>('/web/healthApi')).body.status).toBe(
      'UP',
    );
  });
});

describe('a file imported into several target locales', () => {
  const jobsOf = async (files: Record<string, Uint8Array>, settings: object = {}) => {
    const multilingual = await createProject(pm, 'Locales', ['de', 'fr', 'ja']);
    const reply = await pm.post<JobCreateResponse>(
      '/api/v2/job',
      jobForm(
        { projectUid: multilingual.uid, targetLocales: ['de', 'fr', 'ja'], ...settings },
        files,
      ),
    );
    expect(reply.status, reply.text).toBe(200);
    expect((await waitForTask(pm, reply.body.task.id)).status).toBe('OK');
    const ids = reply.body.jobs.map((job) => job.id);
    const jobs = await server.ctx.db.kysely
      .selectFrom('jobs')
      .select(['id', 'target_lang', 'skeleton_blob_key', 'segments_count', 'creation_status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const segments = await server.ctx.db.kysely
      .selectFrom('segments')
      .select(['job_id', 'ordinal', 'source', 'target'])
      .where('job_id', 'in', ids)
      .orderBy('job_id')
      .orderBy('ordinal')
      .execute();
    return { jobs, segments };
  };

  it('is parsed once: its jobs share one skeleton and hold the same segments', async () => {
    const { jobs, segments } = await jobsOf({ 'shared.json': stringsFile(1_234) });
    expect(jobs.map((job) => [job.creation_status, job.segments_count])).toEqual([
      ['OK', 1_234],
      ['OK', 1_234],
      ['OK', 1_234],
    ]);
    expect(new Set(jobs.map((job) => job.skeleton_blob_key)).size).toBe(1);
    const texts = (job: { id: number }) =>
      segments.filter((segment) => segment.job_id === job.id).map((segment) => segment.source);
    expect(jobs.map(texts)).toEqual(
      jobs.map(() => Array.from({ length: 1_234 }, (_, i) => `Sentence number ${i} is here.`)),
    );
  });

  it("is read again for the next locale when the last job's segments changed since their import", async () => {
    const { jobs } = await jobsOf({ 'edited.json': stringsFile(3) });
    const db = server.ctx.db.kysely;
    const [first, second] = await Promise.all(jobs.slice(0, 2).map((job) => findJob(db, job.id)));
    if (!first?.skeleton_blob_key || !second) throw new Error('the jobs were not imported');
    const last = {
      key: 'edited.json',
      jobId: first.id,
      outcome: {
        ok: true as const,
        format: 'json',
        skeletonKey: first.skeleton_blob_key,
        totals: { segments: 3, words: 15, characters: 66 },
        sameForEveryTarget: true,
      },
      summary: await segmentsSummary(db, first.id),
    };
    const sources = async (jobId: number) =>
      (
        await db
          .selectFrom('segments')
          .select(['source', 'target'])
          .where('job_id', '=', jobId)
          .orderBy('ordinal')
          .execute()
      ).map((segment) => `${segment.source}|${segment.target}`);
    await db.deleteFrom('segments').where('job_id', '=', second.id).execute();
    expect(await copyLastImport(server.ctx, second, last)).toMatchObject({ outcome: last.outcome });
    expect(await sources(second.id)).toEqual(await sources(first.id));
    // A translator's target in the first job is not the file's: the copy is refused, nothing written.
    await db
      .updateTable('segments')
      .set({ target: 'Satz', modified_at: new Date().toISOString() })
      .where('job_id', '=', first.id)
      .where('ordinal', '=', 1)
      .execute();
    await db.deleteFrom('segments').where('job_id', '=', second.id).execute();
    expect(await copyLastImport(server.ctx, second, last)).toBeUndefined();
    expect(await sources(second.id)).toEqual([]);
  });

  it('is parsed for each locale when its filter reads the target locale (multilingual XML)', async () => {
    const catalogue = encoder.encode(
      '<catalog><entry id="1"><text lang="en">Drill</text><text lang="de">Bohrer</text>' +
        '<text lang="fr">Perceuse</text></entry></catalog>',
    );
    const { jobs, segments } = await jobsOf(
      { 'catalogue.xml': catalogue },
      { importSettings: { fileFormat: 'multilingualXml' } },
    );
    expect(new Set(jobs.map((job) => job.skeleton_blob_key)).size).toBe(3);
    expect(segments.map((segment) => [segment.source, segment.target])).toEqual([
      ['Drill', 'Bohrer'],
      ['Drill', 'Perceuse'],
      ['Drill', ''],
    ]);
  });
});

/** The parse of a job's file on a pool, its batches streamed as the import reads them. */
function parseOf(job: JobRow, pool: typeof jobParsePool) {
  const { settings, filterSettings } = settingsOfJob(job);
  return new SegmentStream((segments) =>
    pool.run(
      {
        dataDir: server.config.dataDir,
        jobId: job.id,
        fileName: job.file_name,
        fileBlobKey: job.file_blob_key,
        sourceLocale: 'en',
        settings,
        filterSettings,
        rules: [],
        maxFileBytes: 1024 * 1024,
        segments,
      },
      { transferList: [segments] },
    ),
  );
}

/** A JSON file of `count` strings imported as a job: its row once the import is OK. */
async function importedJob(fileName: string, count: number): Promise<JobRow> {
  const created = await createJobs({ [fileName]: stringsFile(count) });
  expect((await waitForTask(pm, created.task.id)).status).toBe('OK');
  const job = await findJob(server.ctx.db.kysely, created.jobs[0]?.id ?? 0);
  if (!job) throw new Error('the job was not created');
  return job;
}

const segmentIdsOf = (jobId: number) =>
  server.ctx.db.kysely.selectFrom('segments').select('id').where('job_id', '=', jobId).execute();

/** Imports the job with a worker that posts 10,000 segments and dies before its end. */
async function importWithDyingWorker(job: JobRow) {
  const pool = parseWorkers(
    { maxThreads: 1, resourceLimits: { maxOldGenerationSizeMb: 256 } },
    new URL('./fixtures/jobs/diesAfterBatches.ts', import.meta.url),
  );
  try {
    const stream = parseOf(job, pool);
    await expect(writeSegments(server.ctx, job, stream)).rejects.toBeInstanceOf(ParseFailed);
    // Every batch reached the import, which wrote them before the worker ended.
    expect(stream.batchesReceived).toBe(10_000 / ROWS_PER_BATCH);
  } finally {
    await pool.destroy();
  }
}

describe('a worker that dies after some batches', () => {
  it('rolls back the batches it wrote: the job keeps the segments it had', async () => {
    const job = await importedJob('kept.json', 3);
    await importWithDyingWorker(job);
    const segments = await server.ctx.db.kysely
      .selectFrom('segments')
      .select('source')
      .where('job_id', '=', job.id)
      .orderBy('ordinal')
      .execute();
    expect(segments.map((segment) => segment.source)).toEqual([
      'Sentence number 0 is here.',
      'Sentence number 1 is here.',
      'Sentence number 2 is here.',
    ]);
    expect((await findJob(server.ctx.db.kysely, job.id))?.segments_count).toBe(3);
  });
});

describe('a new job whose worker dies after some batches', () => {
  it('ends with no segments: those written as they came are deleted', async () => {
    const job = await importedJob('fresh.json', 3);
    const db = server.ctx.db.kysely;
    // A job without segments is what a new job's import starts from.
    await db.deleteFrom('segments').where('job_id', '=', job.id).execute();
    await importWithDyingWorker(job);
    expect(await segmentIdsOf(job.id)).toEqual([]);
  });
});

describe('an import task that ends ERROR', () => {
  it('fails its RUNNING jobs and deletes the segments they have', async () => {
    const imported = await importedJob('interrupted.json', 4);
    const db = server.ctx.db.kysely;
    // As a crash leaves a new job: RUNNING, with the segments written before it.
    await db
      .updateTable('jobs')
      .set({ creation_status: 'RUNNING' })
      .where('id', '=', imported.id)
      .execute();
    await failUnfinishedJobs(server.ctx, imported.creation_task_id);
    const job = await findJob(db, imported.id);
    expect([job?.creation_status, job?.creation_error]).toEqual([
      'ERROR',
      format(jobServerMessages.importFailed, { fileName: 'interrupted.json' }),
    ]);
    expect(await segmentIdsOf(imported.id)).toEqual([]);
  });
});

describe('a job deleted before its segments are written', () => {
  it('gets no segments: the write fails', async () => {
    const job = await importedJob('deleted.json', 5);
    const db = server.ctx.db.kysely;
    await db.deleteFrom('jobs').where('id', '=', job.id).execute();
    const stream = parseOf(job, jobParsePool);
    // PostgreSQL finds the job gone when it holds it (segmentBatches.ts), SQLite by its foreign key.
    await expect(writeSegments(server.ctx, job, stream)).rejects.toThrow(
      server.ctx.db.dialect === 'postgres' ? /is gone/ : /FOREIGN KEY/,
    );
    await stream.result().catch(() => undefined);
    expect(await segmentIdsOf(job.id)).toEqual([]);
  });
});

describe('a worker that crashes or takes too long', () => {
  it('fails only its own request; the pool goes on with a new worker', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-worker-'));
    const storage = openBlobStorage({ dataDir });
    const request = async (count: number): Promise<Omit<ParseRequest, 'segments'>> => ({
      dataDir,
      jobId: 1,
      fileName: 'strings.json',
      fileBlobKey: (await storage.put(stringsFile(count))).key,
      sourceLocale: 'en',
      settings: FileImportSettings.parse({}),
      filterSettings: { sourceLocale: 'en', targetLocale: 'de' },
      rules: [],
      maxFileBytes: 64 * 1024 * 1024,
    });
    // Too little memory for the large file, enough for the small one.
    const pool = parseWorkers({ maxThreads: 1, resourceLimits: { maxOldGenerationSizeMb: 64 } });
    let workersEnded = 0;
    pool.on('workerDestroy', () => (workersEnded += 1));
    // The segments as the import reads them: the batches the worker posted, and its totals.
    const segmentsOf = async (count: number, timeoutMs = 120_000) => {
      const input = await request(count);
      const stream = new SegmentStream((segments) =>
        pool.run(
          { ...input, segments },
          { transferList: [segments], signal: AbortSignal.timeout(timeoutMs) },
        ),
      );
      const outcome = await stream.result();
      let rows = 0;
      for await (const batch of stream.batches()) rows += tuplesOfBatch(batch).length;
      return outcome.ok && [outcome.totals.segments, rows];
    };
    try {
      await expect(segmentsOf(200_000)).rejects.toMatchObject({
        cause: { code: 'ERR_WORKER_OUT_OF_MEMORY' },
      });
      expect(await segmentsOf(3)).toEqual([3, 3]);
      // The worker is warm: the medium file is being parsed when the timeout ends its worker.
      const ended = workersEnded;
      await expect(segmentsOf(20_000, 20)).rejects.toMatchObject({
        cause: { name: 'AbortError' },
      });
      expect(workersEnded).toBe(ended + 1);
      expect(await segmentsOf(12_000)).toEqual([12_000, 12_000]);
    } finally {
      await pool.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
