import iconv from 'iconv-lite';
import {
  assertDecodedCleanly,
  assertTextBytes,
  decodeStrictUtf8,
  detectLegacyEncoding,
  utf8OrUndefined,
} from '../encoding/textGuard.js';
import { FilterError, type FilterSettings } from '../types.js';

export interface DecodedDocument {
  text: string;
  /** WHATWG label of the encoding the bytes were read in. */
  encoding: string;
}

function isAuto(value: unknown): value is undefined {
  return typeof value !== 'string' || value === '' || /^auto/i.test(value);
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function decoder(label: string, fatal = false) {
  try {
    // ignoreBOM keeps a byte order mark in the text, so that writing the text back restores it.
    return new TextDecoder(label.toLowerCase(), { ignoreBOM: true, fatal });
  } catch {
    throw new FilterError(`The encoding "${label}" is not supported.`);
  }
}

// Node's TextDecoder reads windows-1252 as ISO-8859-1, so legacy charsets go through iconv-lite.
function decodeIn(bytes: Uint8Array, label: string): string {
  if (/^utf-(8|16)/.test(label) || !iconv.encodingExists(label))
    return decoder(label).decode(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), label, {
    stripBOM: false,
  });
}

/**
 * Decodes a text file: byte order mark first, then the importEncoding setting, then the format's
 * own declaration (sniffed from the first bytes), then UTF-8, then what chardet detects. Binary
 * content, and text that is not valid in its encoding, is refused.
 */
export function decodeDocument(
  bytes: Uint8Array,
  settings: FilterSettings,
  sniff?: (head: string) => string | undefined,
): DecodedDocument {
  const declared = isAuto(settings.importEncoding)
    ? (bomEncoding(bytes) ?? sniff?.(new TextDecoder('latin1').decode(bytes.subarray(0, 1024))))
    : settings.importEncoding;
  const label = declared ? decoder(declared).encoding : undefined;
  if (!label?.startsWith('utf-16')) assertTextBytes(bytes);
  if (label === 'utf-8') return { text: decodeStrictUtf8(bytes), encoding: label };
  if (label) return { text: decodeIn(bytes, label), encoding: label };
  const utf8 = utf8OrUndefined(bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  const detected = decoder(detectLegacyEncoding(bytes)).encoding;
  const text = decodeIn(bytes, detected);
  assertDecodedCleanly(text, detected);
  return { text, encoding: detected };
}

/**
 * Encodes a merged file in exportEncoding, or else in the encoding it was read in. Characters the
 * encoding cannot hold go through `unencodable` (a character reference in HTML and XML).
 */
export function encodeDocument(
  text: string,
  encoding: string,
  settings: FilterSettings,
  unencodable: (char: string) => string = () => '?',
): Uint8Array {
  const label = isAuto(settings.exportEncoding) ? encoding : settings.exportEncoding;
  if (/^utf-?8$/i.test(label)) return new TextEncoder().encode(text);
  if (!iconv.encodingExists(label)) {
    throw new FilterError(`The encoding "${label}" is not supported.`);
  }
  if (/^utf-?(16|32)/i.test(label)) return new Uint8Array(iconv.encode(text, label));
  const safe = text.replace(/[\u0080-\u{10FFFF}]/gu, (char) =>
    iconv.decode(iconv.encode(char, label), label) === char ? char : unencodable(char),
  );
  return new Uint8Array(iconv.encode(safe, label));
}
