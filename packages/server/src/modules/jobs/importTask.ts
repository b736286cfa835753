import { FileImportSettings, format, jobServerMessages, type SegRule } from '@tessera/contracts';
import { SegmentationRuleError } from '@tessera/core';
import { FilterError, filterForFile, filterForFormat, type FileFilter } from '@tessera/filters';
import type { AppContext } from '../../context.js';
import { BlobNotFound, openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
import type { TaskInput } from '../../tasks/runner.js';
import { replaceSegments, segmentUnits } from '../segments/service.js';
import { listSegRules } from '../setup/segRules/service.js';
import { findJob, jobIdsOfTask, unusedBlobKeys, updateJob, type JobRow } from './queries.js';

export const JOB_IMPORT_TASK = 'jobs.import';

/** The filter of a job's file: the chosen fileFormat, else the one its name ending says. */
export function filterOfJob(
  fileName: string,
  settings: FileImportSettings,
): FileFilter | undefined {
  return settings.fileFormat ? filterForFormat(settings.fileFormat) : filterForFile(fileName);
}

export function settingsOfJob(
  job: Pick<JobRow, 'import_settings' | 'source_lang' | 'target_lang'>,
) {
  const settings = FileImportSettings.parse(JSON.parse(job.import_settings));
  return {
    settings,
    filterSettings: { ...settings, sourceLocale: job.source_lang, targetLocale: job.target_lang },
  };
}

export async function readBlob(storage: BlobStorage, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A failure of one file is that job's ERROR with its reason; the other files go on.
class ImportRefused extends Error {}

async function segmentationRules(
  ctx: AppContext,
  organizationId: number,
  id: number | null | undefined,
) {
  if (!id) return [];
  const rules: SegRule[] = await listSegRules(ctx.db.kysely, organizationId);
  return rules.find((rule) => rule.id === id)?.rules ?? [];
}

async function parseJobFile(ctx: AppContext, storage: BlobStorage, job: JobRow) {
  const { settings, filterSettings } = settingsOfJob(job);
  const filter = filterOfJob(job.file_name, settings);
  if (!filter)
    throw new ImportRefused(
      format(jobServerMessages.formatNotSupported, { fileName: job.file_name }),
    );
  let bytes: Uint8Array;
  try {
    bytes = await readBlob(storage, job.file_blob_key);
  } catch (error) {
    if (error instanceof BlobNotFound) throw new ImportRefused(jobServerMessages.fileGone);
    throw error;
  }
  try {
    const parsed = await filter.parse(bytes, filterSettings);
    const rules = await segmentationRules(
      ctx,
      job.organization_id,
      settings.sourceSegmentationRuleId,
    );
    return {
      filter,
      parsed,
      segmented: segmentUnits(job.id, parsed.units, job.source_lang, rules),
    };
  } catch (error) {
    if (error instanceof FilterError || error instanceof SegmentationRuleError)
      throw new ImportRefused(error.message);
    throw error;
  }
}

/** Imports one job's file; running it again replaces what the first run wrote. */
async function importJob(
  ctx: AppContext,
  storage: BlobStorage,
  jobId: number,
  log: TaskLog,
  heartbeat: () => Promise<void>,
): Promise<boolean> {
  const db = ctx.db.kysely;
  const job = await findJob(db, jobId);
  if (!job) return true;
  const now = () => ctx.clock.now().toISOString();
  let result;
  try {
    result = await parseJobFile(ctx, storage, job);
  } catch (error) {
    if (!(error instanceof ImportRefused)) log(`import of job ${job.id} failed`, error);
    const reason =
      error instanceof ImportRefused
        ? error.message
        : format(jobServerMessages.importFailed, { fileName: job.file_name });
    await updateJob(db, job.id, {
      creation_status: 'ERROR',
      creation_error: reason,
      updated_at: now(),
    });
    return false;
  }
  // Parsing a large file takes a while: renew the task's lease before writing.
  await heartbeat();
  const skeleton = await storage.put(result.parsed.skeleton);
  try {
    await db.transaction().execute(async (trx) => {
      await replaceSegments(trx, job.id, result.segmented.rows);
      await updateJob(trx, job.id, {
        format: result.filter.format,
        skeleton_blob_key: skeleton.key,
        segments_count: result.segmented.totals.segments,
        words_count: result.segmented.totals.words,
        characters_count: result.segmented.totals.characters,
        creation_status: 'OK',
        creation_error: null,
        updated_at: now(),
      });
    });
  } catch (error) {
    await storage.delete(skeleton.key);
    throw error;
  }
  if (job.skeleton_blob_key && job.skeleton_blob_key !== skeleton.key) {
    for (const key of await unusedBlobKeys(db, [job.skeleton_blob_key])) await storage.delete(key);
  }
  return true;
}

type TaskLog = (message: string, error: unknown) => void;

// Parsing a large file holds the event loop, so no heartbeat runs meanwhile: a long lease keeps
// another worker from taking the import over while it is still running.
const IMPORT_LEASE_MS = 15 * 60_000;

export function registerJobImport(ctx: AppContext, log: TaskLog): void {
  ctx.tasks.register(
    JOB_IMPORT_TASK,
    async (task: TaskInput) => {
      const storage = openBlobStorage(ctx.config);
      const jobIds = await jobIdsOfTask(ctx.db.kysely, task.id);
      let failed = 0;
      const percent = (done: number) => (done * 100) / Math.max(jobIds.length, 1);
      for (const [index, jobId] of jobIds.entries()) {
        const heartbeat = () => task.progress(percent(index));
        if (!(await importJob(ctx, storage, jobId, log, heartbeat))) failed += 1;
        await task.progress(percent(index + 1));
      }
      return { jobs: jobIds.length, failed };
    },
    { leaseMs: IMPORT_LEASE_MS },
  );
}
