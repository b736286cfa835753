import { TaggedTextBuilder } from '../taggedText.js';
import type { UnitRegistry } from '../unitRegistry.js';
import { decodeCharacters } from '../xmlCharacters.js';
import { escapeXmlAttribute, escapeXmlText } from '../xmlEscape.js';
import type { XmlAttribute, XmlElement, XmlText } from '../xmlTree.js';
import type { OfficeTag, PlacedOfficeSlot } from './officeUnit.js';

export interface TextSlotOptions {
  protectedText: RegExp;
  segment: boolean;
  maxLength?: number;
}

/** A unit of raw character data document.text[start, end), written back escaped for its place. */
export function rangeSlot(
  document: XmlText,
  start: number,
  end: number,
  kind: 'text' | 'attribute',
  registry: UnitRegistry,
  options: TextSlotOptions,
): PlacedOfficeSlot | undefined {
  const decoded = decodeCharacters(document.text, start, end, kind === 'attribute');
  const builder = new TaggedTextBuilder<OfficeTag>(options.protectedText);
  const escape = kind === 'attribute' ? escapeXmlAttribute : escapeXmlText;
  builder.text(decoded, (text) => ({ kind: 'standalone', markup: [escape(text)] }));
  if (!builder.hasText) return undefined;
  const details = options.maxLength === undefined ? {} : { maxLength: options.maxLength };
  const id = registry.add(builder.source, { segment: options.segment, ...details });
  const slot = {
    id,
    source: builder.source,
    original: [document.text.slice(start, end)],
    tags: builder.tags,
    context: { kind },
  };
  return { start, end, slot };
}

/** A unit of an element holding plain text only (a document title, a sheet cell comment author...). */
export function elementTextSlot(
  document: XmlText,
  element: XmlElement,
  registry: UnitRegistry,
  options: TextSlotOptions,
): PlacedOfficeSlot | undefined {
  if (element.children.some((child) => child.kind !== 'text')) return undefined;
  return rangeSlot(document, element.startTagEnd, element.endTagStart, 'text', registry, options);
}

/** A unit of an attribute value (a hyperlink address, an alternative text, a sheet name). */
export function attributeSlot(
  document: XmlText,
  item: XmlAttribute,
  registry: UnitRegistry,
  options: TextSlotOptions,
): PlacedOfficeSlot | undefined {
  return rangeSlot(document, item.valueStart, item.valueEnd, 'attribute', registry, options);
}
