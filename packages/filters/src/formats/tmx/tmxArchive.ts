import { FilterError } from '../../types.js';
import { readZip } from '../../zip/index.js';

export interface TmxArchiveEntry {
  name: string;
  data: Uint8Array;
}

/**
 * The .tmx files of a zip archive, in archive order. The archive is unpacked in memory, so its
 * unpacked size is bounded; other entries (folders, read-me files) are ignored.
 */
export function readTmxArchive(bytes: Uint8Array, maxUnpackedBytes: number): TmxArchiveEntry[] {
  const entries = readZip(bytes, { maxEntries: 1000, maxTotalUnpackedSize: maxUnpackedBytes });
  const tmxFiles = entries.filter((entry) => /\.tmx$/i.test(entry.name));
  if (tmxFiles.length === 0) throw new FilterError('The zip archive holds no .tmx file.');
  return tmxFiles.map((entry) => ({ name: entry.name, data: entry.data }));
}
