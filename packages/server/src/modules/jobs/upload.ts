import type { FastifyRequest } from 'fastify';
import { format, jobMessages, jobServerMessages } from '@tessera/contracts';
import { FilterError, readZip } from '@tessera/filters';
import { badRequest, fieldError, HttpError } from '../../http/errors.js';
import { BlobTooLarge, type BlobStorage } from '../../storage/blobStorage.js';
import type { Upload } from '../../storage/upload.js';

// One file part of a job creation may be this large (the app's multipart limit).
const MAX_FILE_BYTES = 512 * 1024 * 1024;

export interface JobUpload {
  params: unknown;
  files: Upload[];
}

const tooLarge = () =>
  new HttpError(413, 'PayloadTooLarge', `The file is larger than ${MAX_FILE_BYTES} bytes.`);

function parseParams(value: unknown): unknown {
  try {
    return JSON.parse(String(value)) as unknown;
  } catch {
    throw badRequest([{ field: 'params', message: 'The params part is not valid JSON.' }]);
  }
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

async function bytesOf(storage: BlobStorage, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Folders and the resource forks macOS adds to archives are not files to translate.
const isTranslatableEntry = (name: string) => !name.endsWith('/') && !name.startsWith('__MACOSX/');

/**
 * A .zip upload stands for the files it holds: each is stored as its own blob and the archive
 * is dropped. Other uploads pass through. On failure the blobs made here are removed.
 */
export async function expandZips(
  storage: BlobStorage,
  uploads: readonly Upload[],
  zipCharset: string,
): Promise<Upload[]> {
  const expanded: Upload[] = [];
  const created: string[] = [];
  try {
    for (const upload of uploads) {
      if (!/\.zip$/i.test(upload.fileName)) {
        expanded.push(upload);
        continue;
      }
      let entries;
      try {
        entries = readZip(await bytesOf(storage, upload.key), { zipCharset });
      } catch (error) {
        if (error instanceof FilterError) throw fieldError('file', error.message);
        throw error;
      }
      const files = entries.filter((entry) => isTranslatableEntry(entry.name));
      if (files.length === 0)
        throw fieldError(
          'file',
          format(jobServerMessages.zipWithoutFiles, { fileName: upload.fileName }),
        );
      for (const entry of files) {
        const stored = await storage.put(entry.data);
        created.push(stored.key);
        expanded.push({ ...stored, fileName: entry.name });
      }
    }
  } catch (error) {
    await Promise.all(created.map((key) => storage.delete(key)));
    throw error;
  }
  await Promise.all(
    uploads
      .filter((upload) => /\.zip$/i.test(upload.fileName))
      .map((zip) => storage.delete(zip.key)),
  );
  return expanded;
}
