import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  decodeText,
  encodeText,
  exportEncodingOf,
  resolveEncoding,
  supportedEncodings,
} from '../src/encoding/index.js';
import { FilterError } from '../src/types.js';

const bytesOf = (...parts: number[][]) => new Uint8Array(parts.flat());

describe('encodings', () => {
  it('maps every supported Java charset name to a real decoder', () => {
    expect(supportedEncodings).toEqual(
      expect.arrayContaining([
        'UTF-8',
        'UTF-16',
        'ISO-8859-1',
        'ISO-8859-15',
        'windows-1250',
        'windows-1258',
        'Big5',
        'GBK',
        'GB18030',
        'Shift_JIS',
        'EUC-JP',
        'EUC-KR',
        'KOI8-R',
        'IBM437',
        'IBM850',
        'IBM852',
      ]),
    );
    for (const name of supportedEncodings) {
      expect(iconv.encodingExists(resolveEncoding(name)?.decoder ?? '')).toBe(true);
    }
    expect(resolveEncoding('utf8')?.name).toBe('UTF-8');
    expect(resolveEncoding('SHIFT_JIS')?.name).toBe('Shift_JIS');
  });

  it('detects byte order marks', () => {
    const text = 'Grüße 東京';
    expect(decodeText(bytesOf([0xef, 0xbb, 0xbf], [...Buffer.from(text)]))).toEqual({
      text,
      encoding: 'UTF-8',
      bom: true,
    });
    expect(decodeText(bytesOf([0xff, 0xfe], [...Buffer.from(text, 'utf16le')]))).toEqual({
      text,
      encoding: 'UTF-16LE',
      bom: true,
    });
    expect(decodeText(bytesOf([0xfe, 0xff], [...Buffer.from(text, 'utf16le').swap16()]))).toEqual({
      text,
      encoding: 'UTF-16BE',
      bom: true,
    });
    expect(decodeText(encodeText(text, 'UTF-32LE', true))).toEqual({
      text,
      encoding: 'UTF-32LE',
      bom: true,
    });
    expect(decodeText(encodeText(text, 'UTF-32BE', true))).toEqual({
      text,
      encoding: 'UTF-32BE',
      bom: true,
    });
  });

  it('falls back from UTF-8 to a declared charset, then to what chardet detects', () => {
    const russian = 'Привет, как дела? Это обычный русский текст в старой кодировке Windows.';
    expect(decodeText(new Uint8Array(iconv.encode(russian, 'win1251')))).toEqual({
      text: russian,
      encoding: 'windows-1251',
      bom: false,
    });
    const japanese = 'これは日本語のテキストです。古いエンコーディングで保存されています。';
    expect(decodeText(new Uint8Array(iconv.encode(japanese, 'shiftjis'))).encoding).toBe(
      'Shift_JIS',
    );
    expect(
      decodeText(new Uint8Array(iconv.encode('Привет', 'koi8r')), 'Auto-detect', 'KOI8-R').text,
    ).toBe('Привет');
    expect(decodeText(new Uint8Array(Buffer.from('plain')), 'Auto-detect', 'KOI8-R').encoding).toBe(
      'UTF-8',
    );
  });

  it('refuses text that claims UTF-8 and is not, instead of reading mojibake', () => {
    const latin = new Uint8Array(iconv.encode('Grüße aus Köln', 'win1252'));
    expect(() => decodeText(latin, 'UTF-8')).toThrow(/declares UTF-8 but is not valid UTF-8/);
    expect(() => decodeText(latin, 'Auto-detect', 'utf-8')).toThrow(FilterError);
    expect(() => decodeText(bytesOf([0xef, 0xbb, 0xbf], [0x61, 0xff]))).toThrow(/not valid UTF-8/);
  });

  it('refuses undeclared text that is not valid in the charset chardet detects', () => {
    const japanese = iconv.encode(
      'これは日本語のテキストです。古いエンコーディングで保存されています。',
      'shiftjis',
    );
    const broken = new Uint8Array(Buffer.concat([japanese, Buffer.from([0x81, 0x0a]), japanese]));
    expect(() => decodeText(broken)).toThrow('The file is not valid Shift_JIS text.');
  });

  it('refuses binary content as not a text file without echoing its bytes', () => {
    const png = bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0x41, 0x42]);
    const nul = new Uint8Array(Buffer.from('secret\0payload'));
    for (const bytes of [png, nul]) {
      const error = (() => {
        try {
          decodeText(bytes, 'windows-1252');
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(FilterError);
      expect((error as Error).message).toBe(
        'The file is not a text file: it holds binary content.',
      );
    }
    expect(() => decodeText(nul)).toThrow(/not a text file/);
    expect(decodeText(bytesOf([0xff, 0xfe], [0x41, 0])).text).toBe('A');
  });

  it('decodes and encodes with a named encoding, reading the mark of UTF-16', () => {
    const sjis = new Uint8Array(iconv.encode('日本語テキスト', 'shiftjis'));
    expect(decodeText(sjis, 'Shift_JIS').text).toBe('日本語テキスト');
    expect(encodeText('日本語テキスト', 'Shift_JIS')).toEqual(sjis);
    expect(decodeText(bytesOf([0xff, 0xfe], [0x41, 0])).text).toBe('A');
    expect(decodeText(bytesOf([0xff, 0xfe], [0x41, 0]), 'UTF-16')).toEqual({
      text: 'A',
      encoding: 'UTF-16LE',
      bom: true,
    });
    expect(decodeText(bytesOf([0, 0x41]), 'UTF-16')).toEqual({
      text: 'A',
      encoding: 'UTF-16',
      bom: false,
    });
    expect(encodeText('A', 'UTF-16', true)).toEqual(bytesOf([0xfe, 0xff, 0, 0x41]));
  });

  it('refuses an unknown encoding with a FilterError', () => {
    expect(() => decodeText(new Uint8Array(), 'EBCDIC-XYZ')).toThrow(FilterError);
    expect(() => encodeText('a', 'nope')).toThrow('The encoding "nope" is not supported.');
  });

  it('writes in exportEncoding when set, keeping the mark only for Unicode encodings', () => {
    expect(exportEncodingOf({ encoding: 'UTF-8', bom: true }, {})).toEqual({
      encoding: 'UTF-8',
      bom: true,
    });
    expect(
      exportEncodingOf({ encoding: 'UTF-8', bom: true }, { exportEncoding: 'Auto-detect' }),
    ).toEqual({ encoding: 'UTF-8', bom: true });
    expect(
      exportEncodingOf({ encoding: 'UTF-8', bom: true }, { exportEncoding: 'utf-16le' }),
    ).toEqual({ encoding: 'UTF-16LE', bom: true });
    expect(
      exportEncodingOf({ encoding: 'UTF-8', bom: true }, { exportEncoding: 'windows-1252' }),
    ).toEqual({ encoding: 'windows-1252', bom: false });
  });

  it('round-trips any text through every Unicode encoding', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        // A NUL byte marks a binary file in UTF-8, so the text holds none.
        fc.string({ unit: 'binary' }).map((text) => text.replaceAll('\0', '')),
        fc.constantFrom('UTF-8', 'UTF-16LE', 'UTF-16BE', 'UTF-32LE', 'UTF-32BE'),
        fc.boolean(),
        (text, encoding, bom) => {
          const decoded = decodeText(
            encodeText(text, encoding, bom),
            bom ? 'Auto-detect' : encoding,
          );
          expect(decoded.text).toBe(text);
        },
      ),
      { numRuns: 100 },
    );
  });
});
