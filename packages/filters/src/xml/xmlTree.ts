/** An attribute with the position of its raw value (between the quotes) in the document text. */
export interface XmlAttribute {
  name: string;
  /** Decoded and normalised value. */
  value: string;
  valueStart: number;
  valueEnd: number;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  attributes: XmlAttribute[];
  parent: XmlElement | undefined;
  children: XmlNode[];
  /** Offset of '<' of the start tag. */
  start: number;
  /** Offset just after the start tag's '>'. */
  startTagEnd: number;
  /** Offset of '<' of the end tag (equals end for an empty-element tag). */
  endTagStart: number;
  /** Offset just after the end tag. */
  end: number;
}

/** Character data, comments, CDATA sections, processing instructions and the DOCTYPE, by raw range. */
export interface XmlLeaf {
  kind: 'text' | 'cdata' | 'comment' | 'pi' | 'doctype';
  start: number;
  end: number;
}

export type XmlNode = XmlElement | XmlLeaf;

/** A document's text alone: what reading its slots needs, known before its tree is built. */
export type XmlText = Pick<XmlDocument, 'text'>;

export interface XmlDocument {
  text: string;
  root: XmlElement;
  /** Nodes outside the root element (declaration, DOCTYPE, comments). */
  prolog: XmlLeaf[];
  /** How deep elements nest: 1 for a root without child elements. */
  depth: number;
}

export function attribute(element: XmlElement, name: string): string | undefined {
  return element.attributes.find((item) => item.name === name)?.value;
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => child.kind === 'element' && (!name || child.name === name),
  );
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children)
    if (child.kind === 'element' && child.name === name) return child;
  return undefined;
}

/** Every element below (not including) the given one, in document order. */
export function* descendants(element: XmlElement): Generator<XmlElement> {
  for (const child of element.children) {
    if (child.kind !== 'element') continue;
    yield child;
    yield* descendants(child);
  }
}

/** The local part of a qualified name ('w:t' -> 't'). */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}
