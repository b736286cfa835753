import { FilterError, type FilterSettings } from '../../types.js';
import { readXml } from '../../xml/readXml.js';
import { maximumXmlDepth } from '../../xml/xmlStream.js';
import { attribute, firstChild, type XmlElement } from '../../xml/xmlTree.js';

/** A TTX document: its <Raw> content and the languages its Tuv elements are written in. */
export interface TtxDocument {
  raw: XmlElement;
  sourceLanguage: string;
  targetLanguage: string;
}

// TTX writes languages upper-case (EN-US), so the job's locale is written that way when the file names none.
const ttxLanguage = (locale: string | undefined): string =>
  (locale ?? '').replaceAll('_', '-').toUpperCase();

/** Reads a TRADOStag document safely and finds its <Body><Raw>; anything else is refused. */
export function readTtxDocument(text: string, settings: FilterSettings): TtxDocument {
  const { root, depth } = readXml(text);
  if (root.name !== 'TRADOStag') {
    throw new FilterError(
      `The file is not a Trados TTX document: its root element is <${root.name}>.`,
    );
  }
  if (depth > maximumXmlDepth) {
    throw new FilterError(`The file nests elements more than ${maximumXmlDepth} levels deep.`);
  }
  const body = firstChild(root, 'Body');
  const raw = body && firstChild(body, 'Raw');
  if (!raw) throw new FilterError('The TTX document has no <Body><Raw> content.');
  const user = firstChild(firstChild(root, 'FrontMatter') ?? root, 'UserSettings');
  const declared = (name: string) => {
    const value = user && attribute(user, name);
    return value && value.trim() !== '' ? value : undefined;
  };
  return {
    raw,
    sourceLanguage: declared('SourceLanguage') ?? ttxLanguage(settings.sourceLocale),
    targetLanguage: declared('TargetLanguage') ?? ttxLanguage(settings.targetLocale),
  };
}
