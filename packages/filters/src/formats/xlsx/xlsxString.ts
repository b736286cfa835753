import { htmlSubfilter, type HtmlSubfilterMode } from '../../htmlSubfilter/index.js';
import type { OfficePieces, PlacedOfficeSlot } from '../../xml/ooxml/officeUnit.js';
import { readRunProps } from '../../xml/ooxml/runProps.js';
import { buildRunUnit, type InlineItem } from '../../xml/ooxml/runUnit.js';
import type { UnitRegistry } from '../../xml/unitRegistry.js';
import { decodeCharacters } from '../../xml/xmlCharacters.js';
import { childElements, firstChild, type XmlDocument, type XmlElement } from '../../xml/xmlTree.js';

/**
 * A unit of a rich string (a shared string <si>, an inline <is>, a comment's <text>): its runs
 * become tags where their fonts differ; phonetic guides stay outside the unit.
 */
export function richStringSlot(
  document: XmlDocument,
  string: XmlElement,
  registry: UnitRegistry,
  protectedText: RegExp,
): PlacedOfficeSlot | undefined {
  const parts = childElements(string).filter((child) => child.name === 't' || child.name === 'r');
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) return undefined;
  const { text } = document;
  const textOf = (element: XmlElement | undefined): string =>
    element ? decodeCharacters(text, element.startTagEnd, element.endTagStart) : '';
  const items: InlineItem[] = parts.map((part) => ({
    kind: 'text',
    props: readRunProps(document, part.name === 'r' ? firstChild(part, 'rPr') : undefined, 'rPr'),
    text: part.name === 't' ? textOf(part) : textOf(firstChild(part, 't')),
  }));
  const original: OfficePieces = [text.slice(first.start, last.end)];
  const slot = buildRunUnit(items, registry, {
    runs: 'x',
    protectedText,
    joinSimilarRuns: true,
    original,
    plain: first.name === 't',
  });
  return slot && { start: first.start, end: last.end, slot };
}

/**
 * A plain string (one <t>, no runs) read as HTML: undefined when it stays text, else its slot
 * (none when the markup holds no text).
 */
export function htmlStringSlot(
  document: XmlDocument,
  string: XmlElement,
  registry: UnitRegistry,
  options: { protectedText: RegExp; html: HtmlSubfilterMode },
): { placed: PlacedOfficeSlot | undefined } | undefined {
  const [only, ...others] = childElements(string);
  if (options.html === 'off' || !only || only.name !== 't' || others.length > 0) return undefined;
  const { text } = document;
  const value = decodeCharacters(text, only.startTagEnd, only.endTagStart);
  const first = registry.units.length;
  const html = htmlSubfilter(value, options.html, registry.units, {
    tagRegexp: options.protectedText,
  });
  if (!html) return undefined;
  const id = registry.units[first]?.id;
  if (id === undefined) return { placed: undefined };
  const { startTagEnd: start, endTagStart: end } = only;
  const original = [text.slice(start, end)];
  const slot = {
    id: `${id}:html`,
    source: value,
    original,
    tags: {},
    context: { kind: 'text' as const },
    html,
  };
  return { placed: { start, end, slot } };
}
