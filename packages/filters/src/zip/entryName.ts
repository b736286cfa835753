import { FilterError } from '../types.js';

const utf8 = new TextDecoder('utf-8');

function decoderFor(charset: string | undefined) {
  if (!charset) return utf8;
  try {
    return new TextDecoder(charset.toLowerCase());
  } catch {
    // Java charset names TextDecoder does not know (for example Cp437) fall back to UTF-8.
    return utf8;
  }
}

/** Decodes an entry name: UTF-8 when flagged (general purpose bit 11), else in the upload's zipCharset. */
export function decodeEntryName(bytes: Uint8Array, utf8Flag: boolean, charset?: string): string {
  return (utf8Flag ? utf8 : decoderFor(charset)).decode(bytes);
}

/** Refuses names that would escape the extraction folder or that no file system can hold. */
export function assertSafeEntryName(name: string): void {
  const segments = name.replaceAll('\\', '/').split('/');
  const unsafe =
    name.length === 0 ||
    name.includes('\0') ||
    name.startsWith('/') ||
    name.startsWith('\\') ||
    /^[a-zA-Z]:/.test(name) ||
    segments.includes('..');
  if (unsafe) throw new FilterError(`Zip entry name "${name}" points outside the archive.`);
}
