import { childElements, type XmlElement, type XmlText } from '../xmlTree.js';
import type { RunProps } from './officeUnit.js';

/** Run property attributes and children that only record proofing or editing state, not formatting. */
export type IgnoredProp = (name: string) => boolean;

export function readRunProps(
  document: XmlText,
  element: XmlElement | undefined,
  elementName: string,
  ignored: IgnoredProp = () => false,
): RunProps {
  if (!element) return { element: elementName, attributes: [], children: [] };
  const { text } = document;
  return {
    element: elementName,
    attributes: element.attributes
      .filter((item) => !ignored(item.name))
      .map((item) => `${item.name}=${text.slice(item.valueStart - 1, item.valueEnd + 1)}`),
    children: childElements(element)
      .filter((child) => !ignored(child.name))
      .map((child) => text.slice(child.start, child.end)),
  };
}

export function propsKey(props: RunProps): string {
  return JSON.stringify([[...props.attributes].sort(), props.children]);
}

/** What every run of a unit shares: text in exactly this formatting needs no tag. */
export function commonProps(all: RunProps[]): RunProps {
  const [first, ...rest] = all;
  if (!first) return { element: '', attributes: [], children: [] };
  return {
    element: first.element,
    attributes: first.attributes.filter((item) =>
      rest.every((other) => other.attributes.includes(item)),
    ),
    children: first.children.filter((item) => rest.every((other) => other.children.includes(item))),
  };
}

export function writeRunProps(props: RunProps): string {
  if (props.attributes.length === 0 && props.children.length === 0) return '';
  const attributes = props.attributes.map((item) => ` ${item}`).join('');
  return props.children.length === 0
    ? `<${props.element}${attributes}/>`
    : `<${props.element}${attributes}>${props.children.join('')}</${props.element}>`;
}
