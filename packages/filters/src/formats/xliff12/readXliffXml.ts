import { FilterError } from '../../types.js';
import { readXml } from '../../xml/readXml.js';
import type { XmlDocument, XmlElement } from '../../xml/xmlTree.js';
import { maximumXmlDepth as maximumDepth } from '../../xml/xmlStream.js';

export const entityDeclarationMessage =
  'The file contains a document type declaration with entities, which is not allowed.';

function checkDepth(root: XmlElement): void {
  const pending: Array<[XmlElement, number]> = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next;
    if (depth > maximumDepth) {
      throw new FilterError(`The file nests elements more than ${maximumDepth} levels deep.`);
    }
    for (const child of element.children) {
      if (child.kind === 'element') pending.push([child, depth + 1]);
    }
  }
}

/** Reads an XLIFF 1.2 or MXLIFF document with src/xml, keeping the messages users of these formats know. */
export function readXliffXml(text: string): XmlDocument {
  let document: XmlDocument;
  try {
    document = readXml(text);
  } catch (error) {
    const refusedEntities = error instanceof FilterError && /declares entities/.test(error.message);
    throw refusedEntities ? new FilterError(entityDeclarationMessage) : error;
  }
  checkDepth(document.root);
  return document;
}
