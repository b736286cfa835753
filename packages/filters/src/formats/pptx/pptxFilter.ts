import {
  FilterError,
  type FileFilter,
  type FilterSettings,
  type ParseResult,
  type TextUnit,
} from '../../types.js';
import { drawingSlots } from '../../xml/ooxml/drawingText.js';
import type { ZipBytes } from '../../zip/index.js';
import { OfficePackage } from '../../xml/ooxml/officePackage.js';
import { mergeOfficePackage } from '../../xml/ooxml/officeSkeleton.js';
import { OfficeSkeletonWriter } from '../../xml/ooxml/officeSkeletonWriter.js';
import type { OfficeContext, OfficeTag } from '../../xml/ooxml/officeUnit.js';
import { officeUnitWriter } from '../../xml/ooxml/officeWriter.js';
import { withSlidesDefaultLanguage } from '../../xml/ooxml/runWriter.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { attribute, descendants, type XmlDocument } from '../../xml/xmlTree.js';
import { pptxSettings } from './pptxSettings.js';
import { targetLanguageTag } from '../../targetLanguage/index.js';

const format = 'pptx';
const presentationPart =
  /(presentationml\.(presentation|slideshow|template)\.main|ms-powerpoint\.(presentation|slideshow|template)\.macroEnabled\.main)\+xml$/;
const masterParts = [/presentationml\.slideMaster\+xml$/, /presentationml\.slideLayout\+xml$/];

function parsePptx(
  archive: Uint8Array | ZipBytes,
  filterSettings: FilterSettings,
  onUnit?: (unit: TextUnit) => void,
): ParseResult {
  const settings = pptxSettings(filterSettings);
  const pkg = new OfficePackage(archive, 'Microsoft PowerPoint');
  const [presentationName] = pkg.partsOfType(presentationPart);
  if (!presentationName)
    throw new FilterError(
      'The file is not a Microsoft PowerPoint presentation (no presentation part).',
    );
  const presentation = pkg.readPart(presentationName);
  const targets = new Map(pkg.relationships(presentationName).map((rel) => [rel.id, rel.target]));
  const related = (partName: string, type: string): string[] =>
    pkg
      .relationships(partName)
      .filter((rel) => !rel.external && rel.type.endsWith(type) && pkg.entry(rel.target))
      .map((rel) => rel.target);
  const slides = [...descendants(presentation.root)]
    .filter((element) => element.name === 'p:sldId')
    .flatMap((element) => targets.get(attribute(element, 'r:id') ?? '') ?? [])
    .filter((name) => pkg.entry(name));
  const registry = new UnitRegistry([], onUnit);
  // Each part's slots are stored as it is read (#14): a long deck's slides are not all held.
  const skeleton = new OfficeSkeletonWriter<OfficeTag, OfficeContext>(format);
  const written = new Set<string>();
  const write = (name: string, read?: XmlDocument) => {
    if (written.has(name)) return;
    written.add(name);
    const document = read ?? pkg.readPart(name);
    const placed = drawingSlots(document, registry, settings.protectedText, settings.extractOther);
    skeleton.wholePart(name, document.text, placed);
  };
  const relatedTypes = [
    ...(settings.extractOther ? ['/chart', '/diagramData'] : []),
    ...(settings.extractNotes ? ['/notesSlide'] : []),
  ];
  for (const slide of slides) {
    // A slide is read once: whether it is hidden, then its text.
    const document = pkg.readPart(slide);
    const show = attribute(document.root, 'show');
    if ((show === '0' || show === 'false') && !settings.extractHidden) continue;
    write(slide, document);
    for (const type of relatedTypes) for (const part of related(slide, type)) write(part);
  }
  if (settings.extractMasterSlides)
    for (const part of masterParts.flatMap((type) => pkg.partsOfType(type))) write(part);
  return { units: registry.units, skeleton: skeleton.finish() };
}

export const pptxFilter: FileFilter = {
  format,
  title: 'Microsoft PowerPoint',
  extensions: ['pptx', 'pptm', 'ppsx', 'potx'],
  parse: parsePptx,
  parseZip: parsePptx,
  mergeReadsOriginal: true,
  merge(skeleton, targets, settings, _states, original) {
    const targetLanguage = targetLanguageTag(settings);
    return mergeOfficePackage(
      format,
      { skeleton, original },
      targets,
      officeUnitWriter(targetLanguage ? { targetLanguage } : {}),
      targetLanguage
        ? {
            'ppt/presentation.xml': (presentation) =>
              withSlidesDefaultLanguage(presentation, targetLanguage),
          }
        : {},
    );
  },
};
