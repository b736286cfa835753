import type { OfficePieces, PlacedOfficeSlot } from '../../xml/ooxml/office-unit.js';
import { readRunProps } from '../../xml/ooxml/run-props.js';
import { buildRunUnit, type InlineItem } from '../../xml/ooxml/run-unit.js';
import type { UnitRegistry } from '../../xml/unit-registry.js';
import { decodeCharacters } from '../../xml/xml-characters.js';
import {
  childElements,
  firstChild,
  type XmlDocument,
  type XmlElement,
} from '../../xml/xml-tree.js';

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
