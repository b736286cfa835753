import { SaxesParser } from 'saxes';
import { FilterError } from '../types.js';
import { tokenizeXml, type ElementEnded } from './xmlTokenizer.js';
import type { XmlDocument } from './xmlTree.js';

export interface ReadXmlOptions {
  /** Names the document in messages (an Office part name, for example). */
  name?: string;
  /**
   * Entity references without a declaration that are accepted as they are (never expanded):
   * 'any' for every name. By default only XML's five predefined entities are accepted.
   */
  undeclaredEntities?: 'any' | 'none';
  /** Sees each element as it ends, and may drop it from the tree (xmlTokenizer.ts). */
  elementEnded?: ElementEnded;
  /** A deeper tree is refused: readers that walk it recursively would overflow their stack. */
  maximumDepth?: number;
}

const entityReference = /&([A-Za-z_:][\w.:-]*);/g;
const predefined = new Set(['lt', 'gt', 'amp', 'apos', 'quot']);

function where(options: ReadXmlOptions): string {
  return options.name ? `The XML of ${options.name}` : 'The XML document';
}

/**
 * Reads an XML document safely: a DOCTYPE that declares entities is refused (no billion laughs,
 * no XXE), external entities are never loaded, and any well-formedness error ends in a FilterError
 * that names the line. Returns a tree with the raw offset of every node.
 */
export function readXml(text: string, options: ReadXmlOptions = {}): XmlDocument {
  const parser = new SaxesParser({ xmlns: false, position: true });
  if (options.undeclaredEntities === 'any') {
    for (const match of text.matchAll(entityReference)) {
      const name = match[1] ?? '';
      if (!predefined.has(name)) parser.ENTITIES[name] = '';
    }
  }
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) {
      throw new FilterError(
        `${where(options)} declares entities in its DOCTYPE (line ${parser.line}); entity declarations are refused because they can expand without bound or read local files.`,
      );
    }
  });
  parser.on('error', (error) => {
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    throw new FilterError(`${where(options)} is not well-formed at line ${parser.line}: ${reason}`);
  });
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    parser.write(body).close();
  } catch (error) {
    if (error instanceof FilterError) throw error;
    throw new FilterError(`${where(options)} could not be read: ${(error as Error).message}`);
  }
  const tree = tokenizeXml(text, options.elementEnded);
  if (options.maximumDepth !== undefined && tree.depth > options.maximumDepth) {
    throw new FilterError(
      `${where(options)} nests elements more than ${options.maximumDepth} levels deep.`,
    );
  }
  return tree;
}
