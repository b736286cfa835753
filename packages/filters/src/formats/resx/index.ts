import { readSkeleton, writeSkeleton, writeTextPieces } from '../../skeleton/index.js';
import { valueUnits } from '../../keyValue/units.js';
import { compileUserRegexp, renderTaggedText } from '../../tags/index.js';
import { FilterError, type FileFilter } from '../../types.js';
import { readXml } from '../../xml/readXml.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import { attribute, childElements, firstChild, type XmlElement } from '../../xml/xmlTree.js';
import {
  characterData,
  decodeXmlFile,
  encodeXmlFile,
  type XmlFileSkeleton,
} from '../../xml/xmlFile.js';

/** Whether a <data> entry holds a translatable string (not a file, an image or designer metadata). */
function isStringResource(data: XmlElement): boolean {
  // Windows Forms keeps control names and types in entries named ">>control.Property".
  const designerMetadata = (attribute(data, 'name') ?? '').startsWith('>>');
  return (
    attribute(data, 'type') === undefined &&
    attribute(data, 'mimetype') === undefined &&
    !designerMetadata
  );
}

/** Windows .resx resources: each string <data name> is a unit, its <comment> the note. */
export const resxFilter: FileFilter = {
  format: 'resx',
  title: 'Windows RESX',
  extensions: ['resx'],
  parse(bytes, settings) {
    const { text, stored } = decodeXmlFile(bytes, settings);
    const { root } = readXml(text);
    if (root.name !== 'root') {
      throw new FilterError(`The file is not a RESX document: its root element is <${root.name}>.`);
    }
    const tagRegexp = compileUserRegexp(settings.resxTagRegexp, 'resxTagRegexp');
    const entries = childElements(root, 'data')
      .filter(isStringResource)
      .flatMap((data) => {
        const value = firstChild(data, 'value');
        if (!value || value.children.some((child) => child.kind === 'element')) return [];
        const comment = firstChild(data, 'comment');
        const note = comment ? characterData(text, comment).trim() : '';
        return [
          {
            value: characterData(text, value),
            start: value.startTagEnd,
            end: value.endTagStart,
            key: attribute(data, 'name') ?? '',
            ...(note !== '' && { note }),
          },
        ];
      });
    // Tags hold plain text here: the whole target is escaped at once when written.
    const { units, parts } = valueUnits(text, entries, { tagRegexp });
    return { units, skeleton: writeSkeleton<XmlFileSkeleton>('resx', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<XmlFileSkeleton>(skeleton, 'resx');
    const text = writeTextPieces(parts, targets, (slot, target) =>
      escapeXmlText(renderTaggedText(target, slot.tags, (plain) => plain)),
    );
    return encodeXmlFile(text, stored, settings);
  },
};
