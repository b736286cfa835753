export { decodeText, encodeText, detectByteOrderMark, type DecodedText } from './decodeText.js';
export {
  supportedEncodings,
  autoDetect,
  resolveEncoding,
  isUnicodeEncoding,
} from './supportedEncodings.js';
export { readTextFile, writeTextFile, exportEncodingOf, type StoredEncoding } from './textFile.js';
