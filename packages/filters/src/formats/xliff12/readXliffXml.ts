import { FilterError } from '../../types.js';
import { readXml } from '../../xml/readXml.js';
import type { ElementEnded } from '../../xml/xmlTreeBuilder.js';
import type { XmlDocument } from '../../xml/xmlTree.js';
import { maximumXmlDepth as maximumDepth } from '../../xml/xmlStream.js';

export const entityDeclarationMessage =
  'The file contains a document type declaration with entities, which is not allowed.';

/** Reads an XLIFF 1.2 or MXLIFF document with src/xml, keeping the messages users of these formats know. */
export function readXliffXml(text: string, elementEnded?: ElementEnded): XmlDocument {
  let document: XmlDocument;
  try {
    document = readXml(text, { elementEnded });
  } catch (error) {
    const refusedEntities = error instanceof FilterError && /declares entities/.test(error.message);
    throw refusedEntities ? new FilterError(entityDeclarationMessage) : error;
  }
  if (document.depth > maximumDepth) {
    throw new FilterError(`The file nests elements more than ${maximumDepth} levels deep.`);
  }
  return document;
}
