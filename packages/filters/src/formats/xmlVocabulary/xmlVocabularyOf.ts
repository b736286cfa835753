import { decodeText } from '../../encoding/index.js';

/** How much of a file the detection reads: the prolog and the root's start tag. */
const sniffLength = 8192;

// The prolog before the root element: declaration, processing instructions, comments, space.
const prologItem = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)/;
const doctype = /^<!DOCTYPE\s+([\w.:-]+)((?:[^[>]|\[[\s\S]*?\])*)>/i;
const rootTag = /^<([\w.:-]+)([^>]*)>/;

const ditaNamespace = 'http://dita.oasis-open.org/architecture/2005/';
const docBookNamespace = 'http://docbook.org/ns/docbook';

function vocabularyOfDoctype(declaration: string): 'dita' | 'docbook' | undefined {
  // The public and system identifiers, never the internal subset.
  const identifiers = declaration.replace(/\[[\s\S]*\]/, '');
  if (/\bDITA\b/i.test(identifiers)) return 'dita';
  if (/docbook/i.test(identifiers)) return 'docbook';
  return undefined;
}

/**
 * The XML vocabulary of a file by its head: DITA by a DITA DOCTYPE or the DITA architecture
 * namespace on the root (ditaarch:DITAArchVersion), DocBook by a DocBook DOCTYPE (version 4) or
 * the DocBook namespace on the root (version 5). A root name alone (<book>, <topic>) is no proof.
 */
export function xmlVocabularyOf(bytes: Uint8Array): 'dita' | 'docbook' | undefined {
  let text: string;
  try {
    text = decodeText(bytes.subarray(0, sniffLength)).text.replace(/^\uFEFF/, '');
  } catch {
    // A head cut inside a character, or binary content: not a document we can tell.
    return undefined;
  }
  let declared: 'dita' | 'docbook' | undefined;
  for (;;) {
    const item = prologItem.exec(text) ?? doctype.exec(text);
    if (!item) break;
    if (item[0].startsWith('<!')) declared ??= vocabularyOfDoctype(item[2] ?? '');
    text = text.slice(item[0].length);
  }
  if (declared) return declared;
  const attributes = rootTag.exec(text)?.[2] ?? '';
  const namespaces = [...attributes.matchAll(/\sxmlns(?::[\w.-]+)?\s*=\s*(["'])(.*?)\1/g)].map(
    (match) => match[2],
  );
  if (namespaces.includes(ditaNamespace)) return 'dita';
  if (namespaces.includes(docBookNamespace)) return 'docbook';
  return undefined;
}
