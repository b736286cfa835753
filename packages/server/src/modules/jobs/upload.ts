import type { FastifyRequest } from 'fastify';
import {
  format,
  jobMessages,
  jobServerMessages,
  parseJsonText,
  serverMessages,
} from '@tessera/contracts';
import { badRequest, fieldError, HttpError } from '../../http/errors.js';
import { BlobTooLarge, type BlobStorage } from '../../storage/blobStorage.js';
import type { Upload } from '../../storage/upload.js';
import type { Config } from '../../config.js';
import { parseWorkers } from './importTask.js';
import type { UnzipOutcome, UnzipRequest } from './unzipWorker.js';

// One file part of a job creation may be this large (the app's multipart limit).
const MAX_FILE_BYTES = 512 * 1024 * 1024;

export interface JobUpload {
  params: unknown;
  files: Upload[];
}

const tooLarge = () =>
  new HttpError(413, 'PayloadTooLarge', `The file is larger than ${MAX_FILE_BYTES} bytes.`);

function parseParams(value: unknown): unknown {
  const parsed = parseJsonText(String(value));
  if ('value' in parsed) return parsed.value;
  const message =
    'forbiddenKey' in parsed
      ? format(serverMessages.forbiddenJsonKey, { key: parsed.forbiddenKey })
      : 'The params part is not valid JSON.';
  throw badRequest([{ field: 'params', message }]);
}

/** Streams every file part to blob storage and reads the params part; on failure keeps nothing. */
export async function receiveJobUpload(
  request: FastifyRequest,
  storage: BlobStorage,
): Promise<JobUpload> {
  if (!request.isMultipart()) throw fieldError('file', jobMessages.fileRequired);
  const files: Upload[] = [];
  let params: unknown = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'params') params = parseParams(part.value);
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const stored = await storage.put(part.file, { maxBytes: MAX_FILE_BYTES }).catch((error) => {
        throw error instanceof BlobTooLarge ? tooLarge() : error;
      });
      files.push({ ...stored, fileName: part.filename });
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    await Promise.all(files.map((file) => storage.delete(file.key)));
    throw error;
  }
  return { params, files };
}

// Unzipping is rare and short: one worker, with room for one entry's chunks, not a whole archive.
const unzipPool = parseWorkers<UnzipRequest, UnzipOutcome>(
  { maxThreads: 1, resourceLimits: { maxOldGenerationSizeMb: 512 } },
  new URL('./unzipWorker.ts', import.meta.url),
);
const UNZIP_TIMEOUT_MS = 10 * 60_000;

async function expandZip(config: Config, zip: Upload, zipCharset: string): Promise<Upload[]> {
  const request: UnzipRequest = {
    dataDir: config.dataDir,
    zip,
    zipCharset,
    maxEntryBytes: config.importFileMaxBytes,
    maxTotalBytes: config.unzipMaxTotalBytes,
  };
  const outcome = await unzipPool.run(request, { signal: AbortSignal.timeout(UNZIP_TIMEOUT_MS) });
  if (!outcome.ok) throw fieldError('file', outcome.reason);
  if (outcome.files.length === 0)
    throw fieldError('file', format(jobServerMessages.zipWithoutFiles, { fileName: zip.fileName }));
  return outcome.files;
}

/**
 * A .zip upload stands for the files it holds: each is stored as its own blob, on a worker
 * thread and entry by entry, and the archive is dropped. Other uploads pass through. On
 * failure the blobs made here are removed.
 */
export async function expandZips(
  storage: BlobStorage,
  config: Config,
  uploads: readonly Upload[],
  zipCharset: string,
): Promise<Upload[]> {
  const expanded: Upload[] = [];
  try {
    for (const upload of uploads) {
      if (/\.zip$/i.test(upload.fileName))
        expanded.push(...(await expandZip(config, upload, zipCharset)));
      else expanded.push(upload);
    }
  } catch (error) {
    const made = expanded.filter((file) => !uploads.includes(file));
    await Promise.all(made.map((file) => storage.delete(file.key)));
    throw error;
  }
  await Promise.all(
    uploads
      .filter((upload) => /\.zip$/i.test(upload.fileName))
      .map((zip) => storage.delete(zip.key)),
  );
  return expanded;
}
