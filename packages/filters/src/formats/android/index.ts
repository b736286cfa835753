import { tagTokenPattern } from '@tessera/contracts';
import {
  readSkeleton,
  writeSkeleton,
  writeTextPieces,
  type TextPiece,
} from '../../skeleton/index.js';
import { compileUserRegexp, renderTaggedText } from '../../tags/index.js';
import { FilterError, type FileFilter, type TextUnit } from '../../types.js';
import { readXml } from '../../xml/readXml.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import { attribute, childElements, type XmlElement } from '../../xml/xmlTree.js';
import { decodeXmlFile, encodeXmlFile, type XmlFileSkeleton } from '../../xml/xmlFile.js';
import { escapeAndroid, escapeLeadingReference } from './androidEscapes.js';
import { cdataStyle, readAndroidString } from './readAndroidString.js';

/** The entries of <resources> to translate, with their keys: strings, array items and plural forms. */
function translatableEntries(resource: XmlElement): Array<[XmlElement, string]> {
  const name = attribute(resource, 'name') ?? '';
  if (attribute(resource, 'translatable') === 'false') return [];
  if (resource.name === 'string') return [[resource, name]];
  if (resource.name === 'string-array') {
    return childElements(resource, 'item').map((item, index) => [item, `${name}[${index}]`]);
  }
  if (resource.name === 'plurals') {
    return childElements(resource, 'item').map((item) => [
      item,
      `${name}[${attribute(item, 'quantity') ?? ''}]`,
    ]);
  }
  return [];
}

/** Android strings.xml: <string>, <string-array> items and <plurals> items; the comment above is the note. */
export const androidFilter: FileFilter = {
  format: 'android',
  title: 'Android strings',
  // The xml extension belongs to the generic XML filter; filterForFile picks Android by path or content.
  extensions: [],
  parse(bytes, settings) {
    const { text, stored } = decodeXmlFile(bytes, settings);
    const { root } = readXml(text);
    if (root.name !== 'resources') {
      throw new FilterError(
        `The file is not Android strings: its root element is <${root.name}>, not <resources>.`,
      );
    }
    const tagRegexp = compileUserRegexp(settings.androidStringTagRegexp, 'androidStringTagRegexp');
    const units: TextUnit[] = [];
    const parts: TextPiece[] = [];
    let cursor = 0;
    let comment: string | undefined;
    for (const node of root.children) {
      if (node.kind === 'comment') comment = text.slice(node.start + 4, node.end - 3).trim();
      if (node.kind !== 'element') continue;
      for (const [element, key] of translatableEntries(node)) {
        const slot = readAndroidString(text, element, tagRegexp);
        // An unescaped @ or ? at the start makes the value a reference to another resource.
        const reference = /^\s*[@?]/.test(text.slice(element.startTagEnd, element.endTagStart));
        if (reference || !/\S/.test(slot.source.replace(tagTokenPattern, ''))) continue;
        const id = String(units.length + 1);
        units.push({
          id,
          source: slot.source,
          key,
          segment: true,
          ...(comment && { note: comment }),
        });
        parts.push(text.slice(cursor, element.startTagEnd), { id, ...slot });
        cursor = element.endTagStart;
      }
      comment = undefined;
    }
    parts.push(text.slice(cursor));
    return { units, skeleton: writeSkeleton<XmlFileSkeleton>('android', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<XmlFileSkeleton>(skeleton, 'android');
    const text = writeTextPieces(parts, targets, (slot, target) => {
      const cdata = slot.context?.style === cdataStyle;
      const written = escapeLeadingReference(
        renderTaggedText(target, slot.tags, (plain) =>
          cdata ? escapeAndroid(plain) : escapeXmlText(escapeAndroid(plain)),
        ),
      );
      return cdata ? `<![CDATA[${written.replaceAll(']]>', ']]]]><![CDATA[>')}]]>` : written;
    });
    return encodeXmlFile(text, stored, settings);
  },
};
