// Java charset names the import settings offer, mapped to the decoder iconv-lite knows them by.
const decoderByJavaName: Record<string, string> = {
  'UTF-8': 'utf8',
  'UTF-16': 'utf16be',
  'UTF-16LE': 'utf16le',
  'UTF-16BE': 'utf16be',
  'UTF-32': 'utf32be',
  'UTF-32LE': 'utf32le',
  'UTF-32BE': 'utf32be',
  'US-ASCII': 'ascii',
  'ISO-8859-1': 'iso88591',
  'ISO-8859-2': 'iso88592',
  'ISO-8859-3': 'iso88593',
  'ISO-8859-4': 'iso88594',
  'ISO-8859-5': 'iso88595',
  'ISO-8859-6': 'iso88596',
  'ISO-8859-7': 'iso88597',
  'ISO-8859-8': 'iso88598',
  'ISO-8859-9': 'iso88599',
  'ISO-8859-10': 'iso885910',
  'ISO-8859-13': 'iso885913',
  'ISO-8859-14': 'iso885914',
  'ISO-8859-15': 'iso885915',
  'ISO-8859-16': 'iso885916',
  'windows-1250': 'win1250',
  'windows-1251': 'win1251',
  'windows-1252': 'win1252',
  'windows-1253': 'win1253',
  'windows-1254': 'win1254',
  'windows-1255': 'win1255',
  'windows-1256': 'win1256',
  'windows-1257': 'win1257',
  'windows-1258': 'win1258',
  'x-windows-874': 'windows874',
  'TIS-620': 'tis620',
  Big5: 'big5',
  'Big5-HKSCS': 'big5hkscs',
  GBK: 'gbk',
  GB2312: 'gb2312',
  GB18030: 'gb18030',
  Shift_JIS: 'shiftjis',
  'windows-31j': 'cp932',
  'EUC-JP': 'eucjp',
  'EUC-KR': 'euckr',
  'x-windows-949': 'cp949',
  'KOI8-R': 'koi8r',
  'KOI8-U': 'koi8u',
  IBM437: 'cp437',
  IBM850: 'cp850',
  IBM852: 'cp852',
  IBM855: 'cp855',
  IBM857: 'cp857',
  IBM860: 'cp860',
  IBM861: 'cp861',
  IBM862: 'cp862',
  IBM863: 'cp863',
  IBM864: 'cp864',
  IBM865: 'cp865',
  IBM866: 'cp866',
  IBM869: 'cp869',
  'x-MacRoman': 'macroman',
  'x-MacCentralEurope': 'maccenteuro',
  'x-MacCyrillic': 'maccyrillic',
  'x-MacGreek': 'macgreek',
  'x-MacTurkish': 'macturkish',
};

export const autoDetect = 'Auto-detect';

/** The encodings of getSupportedFileEncodings, by their Java names. */
export const supportedEncodings: readonly string[] = Object.keys(decoderByJavaName);

const byLowerCaseName = new Map(
  Object.entries(decoderByJavaName).map(([name, decoder]) => [
    name.toLowerCase(),
    { name, decoder },
  ]),
);
const aliases: Record<string, string> = {
  utf8: 'UTF-8',
  ascii: 'US-ASCII',
  latin1: 'ISO-8859-1',
  cp1252: 'windows-1252',
  cp1250: 'windows-1250',
  cp1251: 'windows-1251',
  sjis: 'Shift_JIS',
  'shift-jis': 'Shift_JIS',
  gb_2312: 'GB2312',
  'x-sjis': 'Shift_JIS',
};

/** The Java name and decoder of an encoding, whatever case or common alias names it; undefined if unknown. */
export function resolveEncoding(name: string): { name: string; decoder: string } | undefined {
  const lower = name.trim().toLowerCase();
  return byLowerCaseName.get(lower) ?? byLowerCaseName.get((aliases[lower] ?? '').toLowerCase());
}

export function isUnicodeEncoding(javaName: string): boolean {
  return /^UTF-/.test(javaName);
}
