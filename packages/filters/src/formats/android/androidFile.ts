import { decodeText } from '../../encoding/index.js';

/** How much of a file content sniffing reads: enough for the prolog and the first entries. */
const sniffLength = 4096;

// values/strings.xml, values-fr/strings.xml, res/values-b+sr+Latn/strings.xml…
const androidPath = /(?:^|[/\\])values(?:-[^/\\]+)?[/\\]strings\.xml$/i;

const entryNames = new Set(['string', 'string-array', 'plurals']);

// The prolog before the root element: declaration, processing instructions, comments, space.
const prologItem = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)/;

// A markup token of the head: comment, CDATA, processing instruction or tag (with its name).
const token =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([\w.:-]+)[^>]*?(\/?)>/g;

/** Whether the file's path is an Android resource file (values*\/strings.xml). */
export function isAndroidPath(fileName: string): boolean {
  return androidPath.test(fileName);
}

/**
 * Whether the head of an XML file is Android strings: no DTD, a <resources> root and, among its
 * children in the first few KB, a <string>, <string-array> or <plurals>.
 */
export function looksLikeAndroidStrings(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = decodeText(bytes.subarray(0, sniffLength)).text;
  } catch {
    // A head cut inside a character, or binary content: the full read gives the real answer.
    return false;
  }
  for (let item = prologItem.exec(text); item; item = prologItem.exec(text))
    text = text.slice(item[0].length);
  const root = /^<resources(?=[\s>])[^>]*>/.exec(text);
  if (!root) return false;
  let depth = 1;
  token.lastIndex = root[0].length;
  for (let match = token.exec(text); match && depth > 0; match = token.exec(text)) {
    const [, closing, name, selfClosing] = match;
    if (name === undefined) continue;
    if (closing) depth -= 1;
    else if (depth === 1 && entryNames.has(name)) return true;
    else if (!selfClosing) depth += 1;
  }
  return false;
}
