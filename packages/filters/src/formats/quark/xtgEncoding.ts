import { autoDetect, readTextFile, type StoredEncoding } from '../../encoding/index.js';
import { FilterError, type FilterSettings } from '../../types.js';

// The header's <eN> code: 0 Mac Roman, 1 Windows ANSI, 9 UTF-8. UTF-16 (<e8>) is known by its
// byte order mark or its zero bytes, and other codes by detection.
const charsetOfCode: Record<string, string> = {
  '0': 'x-MacRoman',
  '1': 'windows-1252',
  '9': 'UTF-8',
};

/** The version and encoding tags every XPress Tags file starts with. */
export const headerPattern = /^<v[\d.]+>(?:<e(\d+)>)?/;

/** UTF-16 without a byte order mark, known by its first character "<" and a zero byte. */
function utf16WithoutMark(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0x3c && bytes[1] === 0) return 'UTF-16LE';
  return bytes[0] === 0 && bytes[1] === 0x3c ? 'UTF-16BE' : undefined;
}

/** Reads an XPress Tags file in the encoding its header names, unless the bytes say otherwise. */
export function readXtgText(
  bytes: Uint8Array,
  settings: FilterSettings,
): { text: string; stored: StoredEncoding } {
  const chosen = settings.importEncoding;
  const unmarked = chosen && chosen !== autoDetect ? undefined : utf16WithoutMark(bytes);
  const asciiStart = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 64))
    .replace(/^\xef\xbb\xbf/, '');
  const declared = charsetOfCode[headerPattern.exec(asciiStart)?.[1] ?? ''];
  const read = readTextFile(
    bytes,
    unmarked ? { ...settings, importEncoding: unmarked } : settings,
    declared,
  );
  if (!headerPattern.test(read.text)) {
    throw new FilterError(
      'This is not an XPress Tags file: it does not start with a version tag such as <v9.00><e9>.',
    );
  }
  return read;
}
