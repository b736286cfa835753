import { readTmx, readTmxArchive, type ByteSource, type TmxUnit } from '@tessera/filters/tmx';
import { TM_IMPORT_MAX_UNZIPPED_BYTES } from '@tessera/contracts';
import type { BlobStorage } from '../../storage/blobStorage.js';
import type { ImportedUnit } from './unitRows.js';
import { countedBytes } from '../../tasks/progress.js';
import { UnitBatchBuilder, type UnitBatch } from './unitBatch.js';

/** What reading an upload found. */
export interface ReadCounts {
  /** Units for the memory's languages, duplicates included. */
  units: number;
  translationUnits: number;
  /** Translation units with no unit for the memory's languages. */
  skipped: number;
}

// A batch (one transaction) ends at this many units or characters of text, whichever comes
// first: neither database is held for long (SQLite blocks the event loop while a statement runs),
// the task's lease is renewed between batches, and each batch's memory is bounded.
const BATCH_UNITS = 2000;
const BATCH_CHARS = 2_000_000;

/** The TMX documents of an upload (a .tmx, or the .tmx files of a .zip) and their total size. */
async function tmxSources(
  storage: BlobStorage,
  upload: { key: string; fileName: string },
): Promise<{ sources: ByteSource[]; totalBytes: number }> {
  if (!/\.zip$/i.test(upload.fileName)) {
    return { sources: [await storage.get(upload.key)], totalBytes: await storage.size(upload.key) };
  }
  // Entries are inflated while the TMX reader reads them, never whole in memory.
  const entries = readTmxArchive(await storage.read(upload.key), {
    maxTotalUnpackedSize: TM_IMPORT_MAX_UNZIPPED_BYTES,
  });
  return {
    sources: entries.map((entry) => entry.chunks()),
    totalBytes: entries.reduce((sum, entry) => sum + entry.size, 0),
  };
}

/**
 * Reads the upload and hands the memory's units it holds on in batches, each with the fraction of
 * the file read so far; `send` waits while the writer is behind, so memory stays bounded. A bad
 * file rejects (FilterError) after the batches before the fault.
 */
export async function readUpload(
  storage: BlobStorage,
  upload: { key: string; fileName: string },
  toUnits: (tu: TmxUnit) => ImportedUnit[],
  send: (batch: UnitBatch, read: number) => Promise<void>,
): Promise<ReadCounts> {
  const { sources, totalBytes } = await tmxSources(storage, upload);
  const counts = { units: 0, translationUnits: 0, skipped: 0 };
  let bytesRead = 0;
  const pending = new UnitBatchBuilder();
  let pendingChars = 0;
  const flush = async () => {
    pendingChars = 0;
    if (pending.units > 0) await send(pending.build(), bytesRead / Math.max(totalBytes, 1));
  };
  for (const source of sources) {
    for await (const tu of readTmx(countedBytes(source, (bytes) => (bytesRead += bytes)))) {
      counts.translationUnits += 1;
      const units = toUnits(tu);
      if (units.length === 0) counts.skipped += 1;
      counts.units += units.length;
      for (const unit of units) {
        pending.add(unit);
        pendingChars += unit.source.length + unit.target.length;
      }
      if (pending.units >= BATCH_UNITS || pendingChars >= BATCH_CHARS) await flush();
    }
  }
  await flush();
  return counts;
}
