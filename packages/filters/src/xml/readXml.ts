import { SaxesParser } from 'saxes';
import { FilterError } from '../types.js';
import { XmlTreeBuilder, type ElementEnded } from './xmlTreeBuilder.js';
import type { XmlDocument } from './xmlTree.js';

export interface ReadXmlOptions {
  /** Names the document in messages (an Office part name, for example). */
  name?: string;
  /**
   * Entity references without a declaration that are accepted as they are (never expanded):
   * 'any' for every name. By default only XML's five predefined entities are accepted.
   */
  undeclaredEntities?: 'any' | 'none';
  /** Sees each element as it ends, and may drop it from the tree (xmlTreeBuilder.ts). */
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
 * that names the line. One pass checks the document and builds its tree, with the raw offset of
 * every node.
 */
export function readXml(text: string, options: ReadXmlOptions = {}): XmlDocument {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const anyEntity = options.undeclaredEntities === 'any';
  if (anyEntity) {
    for (const match of text.matchAll(entityReference)) {
      const name = match[1] ?? '';
      if (!predefined.has(name)) parser.ENTITIES[name] = '';
    }
  }
  // A reader's own error while it handles an element passes through as it is.
  let readerError: unknown;
  const { elementEnded } = options;
  const ended: ElementEnded | undefined =
    elementEnded &&
    ((element, deepest) => {
      try {
        return elementEnded(element, deepest);
      } catch (error) {
        readerError = error;
        throw error;
      }
    });
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // saxes expands an undeclared entity to nothing: values keep it as written, as text leaves do.
  const tree = new XmlTreeBuilder(text, parser, bom, anyEntity, ended);
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
  try {
    parser.write(bom ? text.slice(1) : text).close();
  } catch (error) {
    if (error instanceof FilterError || error === readerError) throw error;
    throw new FilterError(`${where(options)} could not be read: ${(error as Error).message}`);
  }
  const document = tree.document();
  if (options.maximumDepth !== undefined && document.depth > options.maximumDepth) {
    throw new FilterError(
      `${where(options)} nests elements more than ${options.maximumDepth} levels deep.`,
    );
  }
  return document;
}
