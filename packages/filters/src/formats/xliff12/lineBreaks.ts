import { escapeXmlText } from '../../xml/xmlEscape.js';
import { attribute, localName, type XmlElement } from '../../xml/xmlTree.js';

/** XLIFF 1.2's line break: <x ctype="lb"/> or <ph ctype="lb">…</ph>. */
export const isXliff12LineBreak = (element: XmlElement): boolean =>
  ['x', 'ph'].includes(localName(element.name)) && attribute(element, 'ctype') === 'lb';

/** XLIFF 2.0's line break: <ph type="fmt" subType="xlf:lb"/>, or a <ph/> shown or meant as a newline. */
export const isXliff20LineBreak = (element: XmlElement): boolean =>
  localName(element.name) === 'ph' &&
  ((attribute(element, 'type') === 'fmt' && attribute(element, 'subType') === 'xlf:lb') ||
    attribute(element, 'disp') === '\n' ||
    attribute(element, 'equiv') === '\n');

/**
 * Escapes the text of one target, writing its n-th newline as the unit's n-th line-break element
 * (the last one again past them); a unit that had none keeps its newlines as text.
 */
export function lineBreakWriter(markups: readonly string[] | undefined): (plain: string) => string {
  if (!markups || markups.length === 0) return escapeXmlText;
  let written = 0;
  return (plain) =>
    plain
      .split('\n')
      .map(escapeXmlText)
      .reduce((text, piece) => text + markups[Math.min(written++, markups.length - 1)] + piece);
}

/** The line-break markups a unit keeps for its merge: the target's own, else the source's. */
export function unitLineBreaks(
  target: { lineBreaks: string[] } | undefined,
  source: { lineBreaks: string[] },
): string[] {
  return target?.lineBreaks.length ? target.lineBreaks : source.lineBreaks;
}
