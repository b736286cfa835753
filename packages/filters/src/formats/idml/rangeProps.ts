import { escapeXmlText } from '../../xml/xmlEscape.js';
import { firstChild, childElements, type XmlDocument, type XmlElement } from '../../xml/xmlTree.js';
import type { RangeProps } from './idmlUnit.js';
import type { IdmlSettings } from './idmlSettings.js';

const element = 'CharacterStyleRange';
const kerning = new Set(['KerningMethod', 'KerningValue']);
// Language and line-break control change no glyph: idmlSimplifyCodes lets ranges differing only in them share a tag.
const unseen = new Set(['AppliedLanguage', 'NoBreak']);

/** Attributes and properties a unit neither tags nor writes back, by the kerning, tracking and simplify settings. */
export function ignoredProps(settings: IdmlSettings): (name: string) => boolean {
  return (name) =>
    (!settings.keepKerning && kerning.has(name)) ||
    (!settings.keepTracking && name === 'Tracking') ||
    (settings.simplifyCodes && unseen.has(name));
}

/** A CharacterStyleRange's attributes and Properties children as raw strings, less the ignored ones. */
export function readRangeProps(
  document: XmlDocument,
  range: XmlElement,
  ignored: (name: string) => boolean = () => false,
): RangeProps {
  const { text } = document;
  const properties = firstChild(range, 'Properties');
  return {
    element,
    attributes: range.attributes
      .filter((item) => !ignored(item.name))
      .map((item) => `${item.name}=${text.slice(item.valueStart - 1, item.valueEnd + 1)}`),
    children: properties
      ? childElements(properties)
          .filter((child) => !ignored(child.name))
          .map((child) => text.slice(child.start, child.end))
      : [],
  };
}

/** The start tag of a range in this formatting, with its Properties. */
export function openRange(props: RangeProps): string {
  const attributes = props.attributes.map((item) => ` ${item}`).join('');
  const properties =
    props.children.length > 0 ? `<Properties>${props.children.join('')}</Properties>` : '';
  return `<${element}${attributes}>${properties}`;
}

export const closeRange = `</${element}>`;

/** The formatting with the target font (idmlTargetFont) as its AppliedFont property. */
export function withFont(props: RangeProps, font: string): RangeProps {
  return {
    element,
    attributes: props.attributes,
    children: [
      `<AppliedFont type="string">${escapeXmlText(font)}</AppliedFont>`,
      ...props.children.filter((child) => !child.startsWith('<AppliedFont')),
    ],
  };
}
