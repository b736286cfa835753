import {
  FilterError,
  type FileFilter,
  type FilterSettings,
  type ParseResult,
  type TextUnit,
} from '../../types.js';
import type { ZipBytes } from '../../zip/index.js';
import { OfficePackage } from '../../xml/ooxml/officePackage.js';
import { mergeOfficePackage } from '../../xml/ooxml/officeSkeleton.js';
import { OfficeSkeletonWriter } from '../../xml/ooxml/officeSkeletonWriter.js';
import type { OfficeContext, OfficeTag } from '../../xml/ooxml/officeUnit.js';
import { officeUnitWriter } from '../../xml/ooxml/officeWriter.js';
import { withWordDefaultLanguage } from '../../xml/ooxml/runWriter.js';
import { attributeSlot, elementTextSlot } from '../../xml/ooxml/textSlot.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { descendants } from '../../xml/xmlTree.js';
import { nestedSlots, readsAlone } from './docxParagraph.js';
import { docxSettings, type DocxSettings } from './docxSettings.js';
import { targetLanguageTag } from '../../targetLanguage/index.js';

const format = 'docx';
const mainPart =
  /(wordprocessingml\.(document|template)\.main|ms-word\.(document|template)\.macroEnabled\.main)\+xml$/;
const storyParts = [
  /wordprocessingml\.header\+xml$/,
  /wordprocessingml\.footer\+xml$/,
  /wordprocessingml\.footnotes\+xml$/,
  /wordprocessingml\.endnotes\+xml$/,
];
const commentsPart = /wordprocessingml\.comments\+xml$/;
const coreProperties = /package\.core-properties\+xml$/;
const propertyElements = new Set(['dc:title', 'dc:subject', 'dc:description']);

type Skeleton = OfficeSkeletonWriter<OfficeTag, OfficeContext>;

function hyperlinkTargets(
  pkg: OfficePackage,
  storyNames: string[],
  registry: UnitRegistry,
  settings: DocxSettings,
  skeleton: Skeleton,
): void {
  for (const story of storyNames) {
    const relsName = pkg.relationshipsPartName(story);
    if (!pkg.entry(relsName)) continue;
    const document = pkg.readPart(relsName);
    const placed = pkg
      .relationships(story, document)
      .filter((rel) => rel.external && rel.type.endsWith('/hyperlink') && rel.targetAttribute)
      .flatMap((rel) =>
        rel.targetAttribute
          ? (attributeSlot(document, rel.targetAttribute, registry, {
              protectedText: settings.protectedText,
              segment: false,
            }) ?? [])
          : [],
      );
    skeleton.wholePart(relsName, document.text, placed);
  }
}

function parseDocx(
  archive: Uint8Array | ZipBytes,
  filterSettings: FilterSettings,
  onUnit?: (unit: TextUnit) => void,
): ParseResult {
  const settings = docxSettings(filterSettings);
  const pkg = new OfficePackage(archive, 'Microsoft Word');
  const main = pkg.partsOfType(mainPart);
  if (main.length === 0)
    throw new FilterError('The file is not a Microsoft Word document (no main document part).');
  const stories = [...main, ...storyParts.flatMap((type) => pkg.partsOfType(type))];
  if (settings.extractComments) stories.push(...pkg.partsOfType(commentsPart));
  const registry = new UnitRegistry([], onUnit);
  const skeleton: Skeleton = new OfficeSkeletonWriter(format);
  for (const name of stories) {
    // Each element is read as it ends and dropped from the tree, its slots stored at once: a long
    // document's whole tree is never held (the parse worker's heap at 200,000 paragraphs: 142
    // against 274 MB), nor its slots.
    const document = pkg.readPart(name, (text) => (element) => {
      if (!readsAlone(element)) return false;
      skeleton.place(name, text.text, nestedSlots(element, { document: text, registry, settings }));
      return true;
    });
    skeleton.endPart(name, document.text);
  }
  if (settings.extractHyperlinkTarget) hyperlinkTargets(pkg, stories, registry, settings, skeleton);
  if (settings.extractProperties) {
    for (const name of pkg.partsOfType(coreProperties)) {
      const document = pkg.readPart(name);
      const placed = [...descendants(document.root)]
        .filter((element) => propertyElements.has(element.name))
        .flatMap(
          (element) =>
            elementTextSlot(document, element, registry, {
              protectedText: settings.protectedText,
              segment: true,
            }) ?? [],
        );
      skeleton.wholePart(name, document.text, placed);
    }
  }
  return { units: registry.units, skeleton: skeleton.finish() };
}

export const docxFilter: FileFilter = {
  format,
  title: 'Microsoft Word',
  extensions: ['docx', 'docm', 'dotx', 'dotm'],
  parse: parseDocx,
  parseZip: parseDocx,
  mergeReadsOriginal: true,
  merge(skeleton, targets, settings, _states, original) {
    const targetFont = docxSettings(settings).targetFont;
    const targetLanguage = targetLanguageTag(settings);
    return mergeOfficePackage(
      format,
      { skeleton, original },
      targets,
      officeUnitWriter({
        ...(targetFont && { targetFont }),
        ...(targetLanguage && { targetLanguage }),
      }),
      targetLanguage
        ? { 'word/styles.xml': (styles) => withWordDefaultLanguage(styles, targetLanguage) }
        : {},
    );
  },
};
