import { FilterError, type FilterSettings, type TextUnit } from '../../types.js';
import { decodeXmlFile } from '../../xml/xmlFile.js';
import { maximumXmlDepth } from '../../xml/xmlStream.js';
import { localName, type XmlElement } from '../../xml/xmlTree.js';
import { unitPlace } from '../xliff12/parseXliff12.js';
import { readXliffXml } from '../xliff12/readXliffXml.js';
import { SegmentSlots, type SdlXliffSkeleton } from './segmentSlots.js';
import { sdlImportRules } from './segStates.js';
import { TransUnitReader } from './transUnit.js';

const sdlNamespace = 'http://sdl.com/FileTypes/SdlXliff/1.0';

function sdlPrefixOf(root: XmlElement): string | undefined {
  return root.attributes
    .find((item) => item.name.startsWith('xmlns:') && item.value === sdlNamespace)
    ?.name.slice(6);
}

/**
 * Reads an SDL XLIFF file as Trados Studio writes it: one unit per segment, the file's own
 * segmentation kept; trans-units with translate="no" (Studio's structure units) are skipped.
 */
export function parseSdlXliff(
  bytes: Uint8Array,
  settings: FilterSettings,
): { units: TextUnit[]; skeleton: SdlXliffSkeleton } {
  const { text, stored } = decodeXmlFile(bytes, settings);
  const slots = new SegmentSlots(text);
  const reader = new TransUnitReader(text, sdlImportRules(settings), slots);
  let prefix: string | undefined;
  // Each trans-unit is read as it ends and dropped from the tree: the whole tree is never held.
  const { root } = readXliffXml(text, (element, deepest) => {
    // Studio writes its comments in doc-info, before the trans-units that mark them.
    if (localName(element.name) === 'cmt-def') {
      reader.readComment(element);
      return true;
    }
    if (localName(element.name) !== 'trans-unit') return false;
    const place = unitPlace(element);
    if (place && place.translatable && deepest <= maximumXmlDepth) {
      prefix ??= sdlPrefixOf(place.root);
      reader.read(element);
    }
    return true;
  });
  prefix ??= sdlPrefixOf(root);
  if (localName(root.name) !== 'xliff' || prefix === undefined) {
    throw new FilterError(
      `The file is not an SDL XLIFF document: its root <${root.name}> does not declare the namespace ${sdlNamespace}.`,
    );
  }
  return { units: reader.units, skeleton: { stored, prefix, ...slots.finish() } };
}
