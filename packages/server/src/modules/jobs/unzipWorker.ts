import { format, jobServerMessages } from '@tessera/contracts';
import { FilterError, listZip, ZipLimitError, type ZipEntrySource } from '@tessera/filters';
import { openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
import type { Upload } from '../../storage/upload.js';

/** A zip upload to expand on a worker thread: plain data, copied to the thread. */
export interface UnzipRequest {
  dataDir: string;
  zip: Upload;
  zipCharset: string;
  /** Largest entry and largest total, in bytes (TESSERA_IMPORT_FILE_MAX_BYTES, TESSERA_UNZIP_MAX_TOTAL_BYTES). */
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export type UnzipOutcome = { ok: true; files: Upload[] } | { ok: false; reason: string };

// Folders and the resource forks macOS adds to archives are not files to translate.
const isTranslatableEntry = (name: string) => !name.endsWith('/') && !name.startsWith('__MACOSX/');

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

function reasonOf(error: FilterError, request: UnzipRequest): string {
  const fileName = request.zip.fileName;
  if (!(error instanceof ZipLimitError)) return error.message;
  const limit = megabytes(error.maxBytes);
  return error.entryName === undefined
    ? format(jobServerMessages.zipTooLarge, { fileName, limit })
    : format(jobServerMessages.zipEntryTooLarge, { fileName, entry: error.entryName, limit });
}

// The inflater yields an entry piece by piece: storage writes each piece as it comes.
async function* entryChunks(entry: ZipEntrySource): AsyncGenerator<Uint8Array> {
  for (const chunk of entry.chunks()) yield chunk;
}

async function storeEntries(
  storage: BlobStorage,
  entries: readonly ZipEntrySource[],
  created: Upload[],
): Promise<void> {
  for (const entry of entries) {
    const stored = await storage.put(entryChunks(entry));
    created.push({ ...stored, fileName: entry.name });
  }
}

/**
 * Runs on a worker (upload.ts): streams each file of a zip upload to its own blob, entry by
 * entry, within the size limits. On any failure the blobs made here are removed.
 */
export async function handle(request: UnzipRequest): Promise<UnzipOutcome> {
  const storage = openBlobStorage(request);
  const created: Upload[] = [];
  try {
    const entries = listZip(await storage.read(request.zip.key), {
      zipCharset: request.zipCharset,
      maxEntryUnpackedSize: request.maxEntryBytes,
      maxTotalUnpackedSize: request.maxTotalBytes,
    });
    await storeEntries(
      storage,
      entries.filter((entry) => isTranslatableEntry(entry.name)),
      created,
    );
    return { ok: true, files: created };
  } catch (error) {
    await Promise.all(created.map((file) => storage.delete(file.key)));
    if (error instanceof FilterError) return { ok: false, reason: reasonOf(error, request) };
    throw error;
  }
}
