import os from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import { format, jobServerMessages, type SegRule } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
import type { TaskInput } from '../../tasks/contract.js';
import { workerPool } from '../../tasks/workerPool.js';
import {
  analysisSegments,
  copyImportedSegments,
  deleteSegmentsOfJob,
  replaceSegments,
  segmentsSummary,
} from '../segments/index.js';
import { listSegRules } from '../setup/index.js';
import { settingsOfJob } from './jobFile.js';
import type { ParseOutcome, ParseRequest } from './parseWorker.js';
import { ParseFailed, SegmentStream } from './segmentStream.js';
import { preTranslateImported } from './preTranslateOnImport.js';
import { saveConfirmedSegmentsToTms } from './saveConfirmedToTm.js';
import {
  findJob,
  jobIdsOfTask,
  runningJobsOfTask,
  unusedBlobKeys,
  updateJob,
  type JobRow,
} from './queries.js';

// Downloads read job files the same way.
export { settingsOfJob } from './jobFile.js';

export const JOB_IMPORT_TASK = 'jobs.import';

/** Workers that parse job files (parseWorker.ts), or run another module's `handle`. */
export function parseWorkers<Request = ParseRequest, Outcome = ParseOutcome>(
  options: { maxThreads: number; resourceLimits: ResourceLimits },
  module = new URL('./parseWorker.ts', import.meta.url),
) {
  return workerPool<Request, Outcome>(module, options);
}

/**
 * Parsing and segmenting run on worker threads, so a large import leaves the server answering.
 * One core stays for the event loop; a file that takes ten minutes or 2 GB is refused.
 */
export const jobParsePool = parseWorkers({
  maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
  // V8's default young generation for a thread (16 MB semi-spaces): with the main thread's 4 MB,
  // a 100,000-segment DOCX spent about 0.45 s of its parse in scavenges, now about 0.27 s.
  resourceLimits: { maxOldGenerationSizeMb: 2048, maxYoungGenerationSizeMb: 48 },
});
const PARSE_TIMEOUT_MS = 10 * 60_000;

async function segmentationRules(
  ctx: AppContext,
  organizationId: number,
  id: number | null | undefined,
) {
  if (!id) return [];
  const rules: SegRule[] = await listSegRules(ctx.db.kysely, organizationId);
  return rules.find((rule) => rule.id === id)?.rules ?? [];
}

/** A job file's parse under way: its segment batches as they come, then its outcome. */
type JobParse = SegmentStream<ParseOutcome>;
type ImportedOutcome = Extract<ParseOutcome, { ok: true }>;

/** An import written: how the parse ended, and its segments summed up when another job may copy them. */
interface Written {
  outcome: ImportedOutcome;
  summary?: string;
}

/**
 * The last job imported from a parse the next job of the task may reuse: the jobs of one upload
 * share its file and settings and differ only in their target locale, which most filters' parse
 * never reads. The next job copies its segments in the database while they are as written.
 */
export interface SharedParse {
  key: string;
  jobId: number;
  outcome: ImportedOutcome;
  summary: string;
}

// What a parse depends on, but the job, its target locale and the port of its batches.
const parseKey = (request: Omit<ParseRequest, 'segments'>) =>
  JSON.stringify({
    ...request,
    jobId: 0,
    filterSettings: { ...request.filterSettings, targetLocale: undefined },
  });

async function parseRequestOf(
  ctx: AppContext,
  job: JobRow,
): Promise<Omit<ParseRequest, 'segments'>> {
  const { settings, filterSettings } = settingsOfJob(job);
  return {
    dataDir: ctx.config.dataDir,
    jobId: job.id,
    fileName: job.file_name,
    fileBlobKey: job.file_blob_key,
    sourceLocale: job.source_lang,
    settings,
    filterSettings,
    rules: await segmentationRules(ctx, job.organization_id, settings.sourceSegmentationRuleId),
    maxFileBytes: ctx.config.importFileMaxBytes,
  };
}

// Piscina ends the worker of an aborted task; the task fails with an AbortError.
const startParse = (request: Omit<ParseRequest, 'segments'>): JobParse =>
  new SegmentStream((segments) =>
    jobParsePool.run(
      { ...request, segments },
      { transferList: [segments], signal: AbortSignal.timeout(PARSE_TIMEOUT_MS) },
    ),
  );

const importedFields = (outcome: ImportedOutcome, now: string) => ({
  format: outcome.format,
  skeleton_blob_key: outcome.skeletonKey,
  segments_count: outcome.totals.segments,
  words_count: outcome.totals.words,
  characters_count: outcome.totals.characters,
  creation_status: 'OK',
  creation_error: null,
  updated_at: now,
});

/**
 * Writes the job's segments as the parse makes them; a parse that fails leaves none written.
 * `shareable`: another job of the task follows, which may copy them.
 */
export async function writeSegments(
  ctx: AppContext,
  job: JobRow,
  parse: JobParse,
  shareable = false,
): Promise<Written> {
  return replaceSegments(ctx.db.kysely, ctx.db.dialect, job.id, parse.batches(), async (trx) => {
    const outcome = await parse.result();
    if (!outcome.ok) throw new ParseFailed(outcome.reason);
    await updateJob(trx, job.id, importedFields(outcome, ctx.clock.now().toISOString()));
    if (!shareable || !outcome.sameForEveryTarget) return { outcome };
    return { outcome, summary: await segmentsSummary(trx, job.id) };
  });
}

/**
 * Imports a job by copying the segments of the last job imported from the same file and settings,
 * in one transaction: undefined, and nothing written, when that job's segments have changed since
 * (edited, confirmed, pre-translated, split), which then would not be the file's.
 */
export async function copyLastImport(
  ctx: AppContext,
  job: JobRow,
  last: SharedParse,
): Promise<Written | undefined> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    if ((await segmentsSummary(trx, last.jobId)) !== last.summary) return undefined;
    await copyImportedSegments(trx, ctx.db.dialect, last.jobId, job.id);
    await updateJob(trx, job.id, importedFields(last.outcome, ctx.clock.now().toISOString()));
    return { outcome: last.outcome, summary: last.summary };
  });
}

/** Imports one job's file; running it again replaces what the first run wrote. */
async function importJob(
  ctx: AppContext,
  storage: BlobStorage,
  jobId: number,
  log: TaskLog,
  heartbeat: () => Promise<void>,
  shared: { last?: SharedParse; jobsAfter: number },
): Promise<boolean> {
  const db = ctx.db.kysely;
  const job = await findJob(db, jobId);
  if (!job) return true;
  const now = () => ctx.clock.now().toISOString();
  const request = await parseRequestOf(ctx, job);
  const key = parseKey(request);
  const last = shared.last?.key === key ? shared.last : undefined;
  shared.last = undefined;
  let parse: JobParse | undefined;
  let written: Written;
  try {
    const copied = last && (await copyLastImport(ctx, job, last));
    if (copied) written = copied;
    else {
      parse = startParse(request);
      await parse.started();
      // Parsing a large file takes a while: renew the task's lease before writing.
      await heartbeat();
      written = await writeSegments(ctx, job, parse, shared.jobsAfter > 0);
    }
  } catch (error) {
    if (!(error instanceof ParseFailed)) {
      // Another job of the file may hold the same skeleton.
      const ended = await parse?.result().catch(() => undefined);
      const skeletonKeys = ended?.ok ? [ended.skeletonKey] : [];
      for (const blobKey of await unusedBlobKeys(db, skeletonKeys)) await storage.delete(blobKey);
      throw error;
    }
    // A timeout (AbortError), a crash or a bug: the log says what, the job says its file failed.
    if (error.reason === undefined) log(`import of job ${job.id} failed`, error.cause);
    await updateJob(db, job.id, {
      creation_status: 'ERROR',
      creation_error:
        error.reason ?? format(jobServerMessages.importFailed, { fileName: job.file_name }),
      updated_at: now(),
    });
    await dropBlobsOfFailedJob(ctx, storage, job);
    return false;
  }
  const { outcome, summary } = written;
  if (summary !== undefined) shared.last = { key, jobId: job.id, outcome, summary };
  try {
    const { settings } = settingsOfJob(job);
    const rows = () => analysisSegments(db, job.id);
    await saveConfirmedSegmentsToTms(
      ctx.db,
      job,
      { settings, format: outcome.format, rows },
      now(),
    );
  } catch (error) {
    // The job is imported and stays so: a failed memory write is only logged.
    log(`saving confirmed segments of job ${job.id} to translation memories failed`, error);
  }
  if (job.skeleton_blob_key && job.skeleton_blob_key !== outcome.skeletonKey) {
    for (const blobKey of await unusedBlobKeys(db, [job.skeleton_blob_key]))
      await storage.delete(blobKey);
  }
  return true;
}

/** A job that ends ERROR keeps no file: its upload and old skeleton go once no other job needs them. */
async function dropBlobsOfFailedJob(ctx: AppContext, storage: BlobStorage, job: JobRow) {
  const keys = [job.file_blob_key, job.skeleton_blob_key].filter((key): key is string => !!key);
  const unused = await unusedBlobKeys(ctx.db.kysely, keys, { ignoringFailedJobs: true });
  for (const key of unused) await storage.delete(key);
}

type TaskLog = (message: string, error: unknown) => void;

export function registerJobImport(ctx: AppContext, log: TaskLog): void {
  ctx.tasks.register(
    JOB_IMPORT_TASK,
    async (task: TaskInput) => {
      const storage = openBlobStorage(ctx.config);
      const jobIds = await jobIdsOfTask(ctx.db.kysely, task.id);
      let failed = 0;
      const percent = (done: number) => (done * 100) / Math.max(jobIds.length, 1);
      const shared: { last?: SharedParse; jobsAfter: number } = { jobsAfter: 0 };
      for (const [index, jobId] of jobIds.entries()) {
        const heartbeat = () => task.progress(percent(index));
        shared.jobsAfter = jobIds.length - index - 1;
        if (!(await importJob(ctx, storage, jobId, log, heartbeat, shared))) failed += 1;
        await task.progress(percent(index + 1));
      }
      await preTranslateImported(ctx, task, jobIds);
      return { jobs: jobIds.length, failed };
    },
    { onFailed: (task) => failUnfinishedJobs(ctx, task.id) },
  );
}

/**
 * An import that ends ERROR (crash, lost database) leaves none of its jobs RUNNING, nor any
 * segments of theirs: a job is RUNNING until its import ends, and SQLite writes a new job's
 * segments as they come (segmentBatches.ts).
 */
export async function failUnfinishedJobs(ctx: AppContext, taskId: string): Promise<void> {
  for (const job of await runningJobsOfTask(ctx.db.kysely, taskId))
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await deleteSegmentsOfJob(trx, job.id);
      await updateJob(trx, job.id, {
        creation_status: 'ERROR',
        creation_error: format(jobServerMessages.importFailed, { fileName: job.file_name }),
        updated_at: ctx.clock.now().toISOString(),
      });
    });
}
