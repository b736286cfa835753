import chardet from 'chardet';
import { FilterError } from '../types.js';
import { resolveEncoding } from './supportedEncodings.js';

export const notTextMessage = 'The file is not a text file: it holds binary content.';

// The first bytes of common binary formats that users upload by mistake under a text extension.
const magicNumbers: readonly number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip, and the office formats inside one
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0xff, 0xd8, 0xff], // JPEG
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x1f, 0x8b], // gzip
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // legacy Office (OLE)
  [0x52, 0x61, 0x72, 0x21], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
];

/**
 * Refuses bytes that are not text in a byte-oriented encoding: a known magic number or a NUL byte.
 * Callers skip it for UTF-16/32, where NUL bytes are ordinary. The message never echoes the bytes.
 */
export function assertTextBytes(bytes: Uint8Array): void {
  const magic = magicNumbers.some((prefix) => prefix.every((byte, index) => bytes[index] === byte));
  if (magic || bytes.includes(0)) throw new FilterError(notTextMessage);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 the file declares (or the user chose); a byte that is not UTF-8 ends the import. */
export function decodeStrictUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new FilterError(
      'The file declares UTF-8 but is not valid UTF-8. Choose its encoding in the import settings.',
    );
  }
}

/** The text of valid UTF-8 bytes, decoded once; undefined for anything else. */
export function utf8OrUndefined(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

// chardet reads a sample: a few hundred kilobytes tell the charset as well as the whole file.
const sampleBytes = 256 * 1024;

/**
 * The Java name of the legacy encoding a maintained detector (chardet) finds for undeclared,
 * non-UTF-8 bytes; a file it cannot place in a supported encoding is refused, never guessed.
 */
export function detectLegacyEncoding(bytes: Uint8Array): string {
  const detected = chardet.detect(bytes.subarray(0, sampleBytes));
  const known = detected && !/^UTF-/i.test(detected) ? resolveEncoding(detected) : undefined;
  if (!known) {
    throw new FilterError(
      'The encoding of the file could not be detected: it is not valid UTF-8. Choose its encoding in the import settings.',
    );
  }
  return known.name;
}

/** Refuses text a legacy decoder could not map: replacement characters the bytes did not hold. */
export function assertDecodedCleanly(text: string, encoding: string): void {
  if (text.includes('\uFFFD')) {
    throw new FilterError(
      `The file is not valid ${encoding} text. Choose its encoding in the import settings.`,
    );
  }
}
