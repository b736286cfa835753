import { FilterError } from '../../types.js';
import { listZip, type ReadZipOptions } from '../../zip/index.js';

export interface TmxArchiveEntry {
  name: string;
  /** Unpacked size in bytes. */
  size: number;
  /** The entry's bytes, inflated piece by piece as they are read. */
  chunks(): Iterable<Uint8Array>;
}

/**
 * The .tmx files of a zip archive, in archive order, each read on demand through the bounded
 * inflater; other entries (folders, read-me files) are ignored.
 */
export function readTmxArchive(
  bytes: Uint8Array,
  limits: Pick<ReadZipOptions, 'maxTotalUnpackedSize' | 'maxEntryUnpackedSize'>,
): TmxArchiveEntry[] {
  const entries = listZip(bytes, { maxEntries: 1000, ...limits });
  const tmxFiles = entries.filter((entry) => /\.tmx$/i.test(entry.name));
  if (tmxFiles.length === 0) throw new FilterError('The zip archive holds no .tmx file.');
  return tmxFiles;
}
