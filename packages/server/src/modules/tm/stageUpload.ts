import { readTmx, readTmxArchive, type ByteSource, type TmxUnit } from '@tessera/filters';
import { TM_IMPORT_MAX_UNZIPPED_BYTES } from '@tessera/contracts';
import type { BlobStorage } from '../../storage/blobStorage.js';
import type { ImportedUnit } from './importQueries.js';
import { countedBytes } from './progress.js';

export interface StagedImport {
  /** Blob of the units read, one JSON line each. */
  key: string;
  units: number;
  translationUnits: number;
  /** Translation units with no unit for the memory's languages. */
  skipped: number;
}

// Units are written to the staging blob in pieces of about this many characters.
const FLUSH_CHARS = 256 * 1024;

async function bytesOf(source: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The TMX documents of an upload (a .tmx, or the .tmx files of a .zip) and their total size. */
async function tmxSources(
  storage: BlobStorage,
  upload: { key: string; fileName: string },
): Promise<{ sources: ByteSource[]; totalBytes: number }> {
  const blob = await storage.get(upload.key);
  if (!/\.zip$/i.test(upload.fileName)) {
    return { sources: [blob], totalBytes: await storage.size(upload.key) };
  }
  // Entries are inflated while the TMX reader reads them, never whole in memory.
  const entries = readTmxArchive(await bytesOf(blob), {
    maxTotalUnpackedSize: TM_IMPORT_MAX_UNZIPPED_BYTES,
  });
  return {
    sources: entries.map((entry) => entry.chunks()),
    totalBytes: entries.reduce((sum, entry) => sum + entry.size, 0),
  };
}

/**
 * Reads the whole upload and writes the memory's units it holds to a staging blob, so that no
 * unit reaches the database before the last byte of the file has been read and found good.
 * A bad file rejects (FilterError) and leaves no blob behind.
 */
export async function stageUpload(
  storage: BlobStorage,
  upload: { key: string; fileName: string },
  toUnits: (tu: TmxUnit) => ImportedUnit[],
  progress: (fraction: number) => Promise<void>,
): Promise<StagedImport> {
  const { sources, totalBytes } = await tmxSources(storage, upload);
  const counts = { units: 0, translationUnits: 0, skipped: 0 };
  let bytesRead = 0;
  const encoder = new TextEncoder();
  async function* lines(): AsyncGenerator<Uint8Array> {
    let pending = '';
    for (const source of sources) {
      for await (const tu of readTmx(countedBytes(source, (bytes) => (bytesRead += bytes)))) {
        counts.translationUnits += 1;
        const units = toUnits(tu);
        if (units.length === 0) counts.skipped += 1;
        for (const unit of units) pending += `${JSON.stringify(unit)}\n`;
        counts.units += units.length;
        if (pending.length < FLUSH_CHARS) continue;
        yield encoder.encode(pending);
        pending = '';
        await progress(bytesRead / Math.max(totalBytes, 1));
      }
    }
    if (pending) yield encoder.encode(pending);
  }
  const staged = await storage.put(lines());
  return { key: staged.key, ...counts };
}
