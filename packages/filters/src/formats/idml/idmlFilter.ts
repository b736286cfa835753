import {
  FilterError,
  type FileFilter,
  type FilterSettings,
  type ParseResult,
  type TextUnit,
} from '../../types.js';
import {
  encodeOfficeSkeleton,
  mergeOfficePackage,
  type PartSkeleton,
} from '../../xml/ooxml/officeSkeleton.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { attribute, childElements, descendants, type XmlDocument } from '../../xml/xmlTree.js';
import { IdmlPackage } from './idmlPackage.js';
import { idmlSettings, type IdmlSettings } from './idmlSettings.js';
import type { IdmlContext, IdmlTag } from './idmlUnit.js';
import { ignoredProps } from './rangeProps.js';
import { storyOrder } from './storyOrder.js';
import { blockSlots, storyPieces, type StoryPart } from './storyUnits.js';
import { idmlUnitWriter } from './storyWriter.js';

const format = 'idml';

interface Story {
  name: string;
  document: XmlDocument;
  id: string;
}

function readStories(pkg: IdmlPackage): Story[] {
  return pkg.parts('Story').map((name) => {
    const document = pkg.read(name);
    const story = childElements(document.root, 'Story')[0];
    if (!story) throw new FilterError(`The story ${name} holds no Story element.`);
    return { name, document, id: attribute(story, 'Self') ?? name };
  });
}

// XML tagging markup a story's output leaves out under idmlRemoveXmlElements.
function xmlMarkup(document: XmlDocument, settings: IdmlSettings): Array<[number, number]> {
  if (!settings.removeXmlElements) return [];
  return [...descendants(document.root)].flatMap((element): Array<[number, number]> => {
    if (element.name === 'XMLAttribute') return [[element.start, element.end]];
    if (element.name !== 'XMLElement') return [];
    if (element.end === element.startTagEnd) return [[element.start, element.end]];
    return [
      [element.start, element.startTagEnd],
      [element.endTagStart, element.end],
    ];
  });
}

function parseIdml(
  bytes: Uint8Array,
  filterSettings: FilterSettings,
  onUnit?: (unit: TextUnit) => void,
): ParseResult {
  const settings = idmlSettings(filterSettings);
  const pkg = new IdmlPackage(bytes);
  const stories = readStories(pkg);
  const byId = new Map(stories.map((story) => [story.id, story]));
  const order = storyOrder(pkg.layout(stories.map((story) => story.id)), settings).flatMap(
    (id) => byId.get(id) ?? [],
  );
  const backing = pkg.parts('BackingStory').map((name) => ({
    name,
    document: pkg.read(name),
    id: name,
  }));
  const registry = new UnitRegistry([], onUnit);
  const hiddenConditions = pkg.hiddenConditions();
  const ignored = ignoredProps(settings);
  const skeletons: Array<PartSkeleton<IdmlTag, IdmlContext>> = [];
  const extracted = new Set([...order, ...backing]);
  const unread = stories.filter((story) => !extracted.has(story));
  for (const { name, document } of [...order, ...backing, ...unread]) {
    const cuts = backing.some((story) => story.name === name) ? [] : xmlMarkup(document, settings);
    const part: StoryPart = { document, registry, settings, ignored, hiddenConditions, cuts };
    const placed = unread.some((story) => story.name === name)
      ? []
      : childElements(document.root)
          .filter((element) => element.name === 'Story' || element.name === 'XmlStory')
          .flatMap((element) => blockSlots(element, part));
    if (placed.length > 0 || cuts.length > 0)
      skeletons.push({
        name,
        pieces: storyPieces(part, 0, document.text.length, placed),
        text: document.text,
      });
  }
  return { units: registry.units, skeleton: encodeOfficeSkeleton(format, skeletons) };
}

export const idmlFilter: FileFilter = {
  format,
  title: 'InDesign IDML',
  extensions: ['idml'],
  parse: parseIdml,
  mergeReadsOriginal: true,
  merge(skeleton, targets, settings, _states, original) {
    const { targetFont } = idmlSettings(settings);
    return mergeOfficePackage(
      format,
      { skeleton, original },
      targets,
      idmlUnitWriter(targetFont ? { targetFont } : {}),
    );
  },
};
