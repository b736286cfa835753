import iconv from 'iconv-lite';
import { FilterError } from '../types.js';
import { autoDetect, isUnicodeEncoding, resolveEncoding } from './supportedEncodings.js';
import {
  assertDecodedCleanly,
  assertTextBytes,
  decodeStrictUtf8,
  detectLegacyEncoding,
  utf8OrUndefined,
} from './textGuard.js';

export interface DecodedText {
  text: string;
  /** The Java name of the encoding the text was read in. */
  encoding: string;
  /** Whether the bytes started with a byte order mark. */
  bom: boolean;
}

// UTF-32LE first: its mark starts with the UTF-16LE one.
const byteOrderMarks: { encoding: string; bytes: number[] }[] = [
  { encoding: 'UTF-32LE', bytes: [0xff, 0xfe, 0x00, 0x00] },
  { encoding: 'UTF-32BE', bytes: [0x00, 0x00, 0xfe, 0xff] },
  { encoding: 'UTF-8', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'UTF-16LE', bytes: [0xff, 0xfe] },
  { encoding: 'UTF-16BE', bytes: [0xfe, 0xff] },
];

export function detectByteOrderMark(bytes: Uint8Array) {
  return byteOrderMarks.find((mark) => mark.bytes.every((byte, index) => bytes[index] === byte));
}

function knownEncoding(name: string) {
  const encoding = resolveEncoding(name);
  if (!encoding) throw new FilterError(`The encoding "${name}" is not supported.`);
  return encoding;
}

function decodeWith(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'UTF-8') return decodeStrictUtf8(bytes);
  const decoder = knownEncoding(encoding).decoder;
  const text = iconv.decode(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    decoder,
    {
      stripBOM: false,
    },
  );
  if (!isUnicodeEncoding(encoding)) assertDecodedCleanly(text, encoding);
  return text;
}

// Bytes read in an encoding of one byte per ASCII character must look like text.
function checkedBytes(bytes: Uint8Array, encoding: string): Uint8Array {
  if (!/^UTF-(16|32)/.test(encoding)) assertTextBytes(bytes);
  return bytes;
}

/**
 * Decodes a file: Auto-detect trusts a byte order mark, then valid UTF-8, then the charset the file
 * declares (hint), then what chardet detects. A named encoding is used as given, dropping a
 * matching mark. Binary content, and text that is not valid in its encoding, is refused.
 */
export function decodeText(bytes: Uint8Array, encoding = autoDetect, hint?: string): DecodedText {
  const mark = detectByteOrderMark(bytes);
  if (encoding === autoDetect || encoding === '') {
    if (mark) {
      const body = checkedBytes(bytes.subarray(mark.bytes.length), mark.encoding);
      return { text: decodeWith(body, mark.encoding), encoding: mark.encoding, bom: true };
    }
    assertTextBytes(bytes);
    const utf8 = utf8OrUndefined(bytes);
    if (utf8 !== undefined) return { text: utf8, encoding: 'UTF-8', bom: false };
    const declared = hint ? resolveEncoding(hint)?.name : undefined;
    const chosen = declared ?? detectLegacyEncoding(bytes);
    return { text: decodeWith(bytes, chosen), encoding: chosen, bom: false };
  }
  const chosen = knownEncoding(encoding);
  // Java's UTF-16 and UTF-32 read the mark to learn the byte order.
  const family = chosen.name.replace(/(LE|BE)$/, '');
  if (
    mark &&
    mark.encoding.startsWith(family) &&
    (family === chosen.name || mark.encoding === chosen.name)
  ) {
    const body = checkedBytes(bytes.subarray(mark.bytes.length), mark.encoding);
    return {
      text: decodeWith(body, mark.encoding),
      encoding: family === chosen.name ? mark.encoding : chosen.name,
      bom: true,
    };
  }
  return {
    text: decodeWith(checkedBytes(bytes, chosen.name), chosen.name),
    encoding: chosen.name,
    bom: false,
  };
}

/** Encodes text; with bom, a Unicode encoding gets its byte order mark first. */
export function encodeText(text: string, encoding: string, bom = false): Uint8Array {
  const chosen = knownEncoding(encoding);
  const body = iconv.encode(text, chosen.decoder, { addBOM: false });
  const mark = bom
    ? byteOrderMarks.find((candidate) => candidate.encoding === markName(chosen.name))
    : undefined;
  const bytes = new Uint8Array((mark?.bytes.length ?? 0) + body.length);
  if (mark) bytes.set(mark.bytes);
  bytes.set(body, mark?.bytes.length ?? 0);
  return bytes;
}

// Java writes UTF-16 and UTF-32 big-endian.
const markName = (javaName: string): string =>
  javaName === 'UTF-16' ? 'UTF-16BE' : javaName === 'UTF-32' ? 'UTF-32BE' : javaName;
