import type { FilterSettings } from '../types.js';
import { decodeText, encodeText } from './decodeText.js';
import { autoDetect, isUnicodeEncoding, resolveEncoding } from './supportedEncodings.js';

/** How a text file was stored, kept in the skeleton so merge writes the same way. */
export interface StoredEncoding {
  encoding: string;
  bom: boolean;
}

export function readTextFile(
  bytes: Uint8Array,
  settings: FilterSettings,
  declaredCharset?: string,
): { text: string; stored: StoredEncoding } {
  const { text, encoding, bom } = decodeText(
    bytes,
    settings.importEncoding ?? autoDetect,
    declaredCharset,
  );
  return { text, stored: { encoding, bom } };
}

/** The encoding merge writes in: exportEncoding when set, else the one the file was read in. */
export function exportEncodingOf(stored: StoredEncoding, settings: FilterSettings): StoredEncoding {
  const chosen = settings.exportEncoding;
  if (!chosen || chosen === autoDetect) return stored;
  const name = resolveEncoding(chosen)?.name ?? chosen;
  return { encoding: name, bom: stored.bom && isUnicodeEncoding(name) };
}

export function writeTextFile(text: string, stored: StoredEncoding): Uint8Array {
  return encodeText(text, stored.encoding, stored.bom);
}
