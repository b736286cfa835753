import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FilterError } from '../types.js';

/** Bytes arriving in chunks: a Node Readable, a fetch body, or an array of chunks in tests. */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface XmlStreamHandlers {
  opentag(tag: SaxesTagPlain): void;
  closetag(tag: SaxesTagPlain): void;
  text(text: string): void;
}

// Deeper trees are not real TMX or TBX files; the XLIFF readers refuse them at the same depth.
export const maximumXmlDepth = 400;

// Enough bytes to see a byte order mark and the encoding of the XML declaration.
const SNIFF_BYTES = 1024;

// Text goes to the parser this many characters at a time, and the items it completes are handed
// on after each: a whole chunk's items, waiting to be taken one by one, outlived the reader's
// young-generation collections and were promoted (#14).
const sliceChars = 4096;

function bomEncoding(head: Uint8Array): string | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return undefined;
}

function declaredEncoding(head: Uint8Array): string {
  const text = new TextDecoder('latin1').decode(head);
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(text)?.[1] ?? 'utf-8';
}

type Decode = (chunk: Uint8Array | undefined) => string;

function decoderFor(label: string): Decode {
  const lower = label.toLowerCase();
  if (['utf-8', 'utf8', 'utf-16le', 'utf-16be', 'utf-16'].includes(lower)) {
    // fatal: bytes that are not what the file declares end the import instead of reading as U+FFFD.
    const decoder = new TextDecoder(lower === 'utf-16' ? 'utf-16le' : lower, { fatal: true });
    return (chunk) => {
      try {
        return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      } catch {
        throw new FilterError(
          `The file declares ${label} but is not valid ${label}. Save it as ${label} and import it again.`,
        );
      }
    };
  }
  if (!iconv.encodingExists(lower))
    throw new FilterError(`The encoding "${label}" is not supported.`);
  const decoder = iconv.getDecoder(lower);
  return (chunk) => (chunk ? decoder.write(Buffer.from(chunk)) : (decoder.end() ?? ''));
}

/** Decodes a byte stream to text: byte order mark first, then the XML declaration, else UTF-8. */
export async function* decodeXmlChunks(source: ByteSource): AsyncGenerator<string> {
  let head = new Uint8Array(0);
  let decode: Decode | undefined;
  for await (const chunk of source) {
    if (decode) {
      yield decode(chunk);
      continue;
    }
    const joined = new Uint8Array(head.length + chunk.length);
    joined.set(head);
    joined.set(chunk, head.length);
    head = joined;
    if (head.length < SNIFF_BYTES) continue;
    decode = decoderFor(bomEncoding(head) ?? declaredEncoding(head));
    yield decode(head);
  }
  if (!decode) {
    decode = decoderFor(bomEncoding(head) ?? declaredEncoding(head));
    yield decode(head);
  }
  yield decode(undefined);
}

/** Strips a namespace prefix: TBX v3 DCT writes basic:definition, min:administrativeStatus… */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/**
 * Parses XML chunk by chunk without building a tree and without ever expanding entities: a
 * DOCTYPE that declares entities is refused (billion laughs, XXE), an undeclared entity is a
 * well-formedness error. `collect` wires the handlers and fills `found`; after each chunk the
 * items found so far are yielded, so memory stays bounded by the chunk size.
 */
export async function* parseXmlStream<Item>(
  source: ByteSource,
  documentKind: string,
  collect: (found: Item[]) => XmlStreamHandlers,
): AsyncGenerator<Item> {
  const found: Item[] = [];
  const handlers = collect(found);
  const parser = new SaxesParser({ xmlns: false, position: true });
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) {
      throw new FilterError(
        `The ${documentKind} declares entities in its DOCTYPE (line ${parser.line}); entity declarations are refused because they can expand without bound or read local files.`,
      );
    }
  });
  parser.on('error', (error) => {
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    throw new FilterError(
      `The ${documentKind} is not well-formed XML at line ${parser.line}: ${reason}`,
    );
  });
  let depth = 0;
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > maximumXmlDepth) {
      throw new FilterError(
        `The ${documentKind} nests elements more than ${maximumXmlDepth} levels deep.`,
      );
    }
    handlers.opentag(tag);
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    handlers.closetag(tag);
  });
  parser.on('text', (text) => handlers.text(text));
  parser.on('cdata', (text) => handlers.text(text));
  let first = true;
  for await (const text of decodeXmlChunks(source)) {
    // saxes rejects a byte order mark as text before the root.
    const body = first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    first = false;
    for (let at = 0; at < body.length; at += sliceChars) {
      parser.write(body.length <= sliceChars ? body : body.slice(at, at + sliceChars));
      yield* found.splice(0);
    }
  }
  parser.close();
  yield* found.splice(0);
}
