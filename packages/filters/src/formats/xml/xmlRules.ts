import type { HtmlSubfilterMode } from '../../htmlSubfilter/index.js';
import type { TextUnit } from '../../types.js';
import {
  attribute as attributeValue,
  type XmlAttribute,
  type XmlDocument,
  type XmlElement,
} from '../../xml/xmlTree.js';
import { mirrorDocument, selectNodes, selectText, type DomMirror } from './xmlDom.js';
import type { PlainRules, XmlSettings, XPathRules } from './xmlSettings.js';

export type UnitDetails = Pick<TextUnit, 'key' | 'note' | 'maxLength'>;

/** What the import rules say about each element and attribute of one document. */
export interface XmlRoles {
  /** Whether the element's own text is extracted. */
  translatable(element: XmlElement): boolean;
  /** Whether units of the element's own text are locked (inherited by descendants). */
  locked(element: XmlElement): boolean;
  inline(element: XmlElement): 'paired' | 'standalone' | undefined;
  /** Whether the element keeps its whitespace; undefined to inherit it. */
  preserveWhitespace(element: XmlElement): boolean | undefined;
  /** Whether an attribute's value is a unit, and if it is locked. */
  attribute(element: XmlElement, attribute: XmlAttribute): { locked: boolean } | undefined;
  details(element: XmlElement): UnitDetails;
  /** How the HTML subfilter takes the element's text. */
  html(element: XmlElement): HtmlSubfilterMode;
  /** Whether the text inside an inline single element makes units of its own. */
  unitsInsideSingleTags: boolean;
}

/**
 * The subfilter of an element: the selected ones are HTML (with the smart flag, when they look
 * so); with the smart flag and no selection at all, every element that looks like HTML is.
 */
function htmlMode(selected: boolean, selectsAny: boolean, smart: boolean): HtmlSubfilterMode {
  if (selected) return smart ? 'smart' : 'on';
  return smart && !selectsAny ? 'smart' : 'off';
}

export function xmlSpace(element: XmlElement): boolean | undefined {
  const value = attributeValue(element, 'xml:space');
  return value === 'preserve' ? true : value === 'default' ? false : undefined;
}

// Namespace declarations and xml:space or xml:lang are markup, never text for readers.
const isMarkupAttribute = (name: string): boolean =>
  name === 'xmlns' || name.startsWith('xmlns:') || name.startsWith('xml:');

/** An element next to text of its own parent is inline when the smart option is on. */
function besideText(element: XmlElement, text: string): boolean {
  return (
    element.parent?.children.some(
      (child) => child.kind === 'text' && /\S/.test(text.slice(child.start, child.end)),
    ) ?? false
  );
}

/** Marks elements and their descendants: the nearest decision (own or an ancestor's) wins. */
function inherited(
  root: XmlElement,
  own: (element: XmlElement) => boolean | undefined,
  rootFallback: boolean,
): Set<XmlElement> {
  const marked = new Set<XmlElement>();
  const visit = (element: XmlElement, outer: boolean): void => {
    const decided = own(element) ?? outer;
    if (decided) marked.add(element);
    for (const child of element.children) if (child.kind === 'element') visit(child, decided);
  };
  visit(root, rootFallback);
  return marked;
}

function plainRoles(tree: XmlDocument, rules: PlainRules): XmlRoles {
  const taken = inherited(
    tree.root,
    (element) => rules.tags.named(element.name),
    rules.tags.others,
  );
  const locked = inherited(
    tree.root,
    (element) => rules.lockedTags.named(element.name),
    rules.lockedTags.others,
  );
  const skipped = inherited(
    tree.root,
    (element) => (rules.skipTags?.named(element.name) ? true : undefined),
    false,
  );
  return {
    translatable: (element) => (taken.has(element) || locked.has(element)) && !skipped.has(element),
    locked: (element) => locked.has(element),
    inline(element) {
      if (rules.inlineSingleTags.named(element.name) ?? rules.inlineSingleTags.others)
        return 'standalone';
      if (rules.inlineTags.named(element.name) ?? rules.inlineTags.others) return 'paired';
      return rules.smartInline && besideText(element, tree.text) ? 'paired' : undefined;
    },
    preserveWhitespace: (element) =>
      xmlSpace(element) ?? (rules.preserveTags?.named(element.name) ? true : undefined),
    attribute(element, { name }) {
      if (isMarkupAttribute(name) || skipped.has(element)) return undefined;
      const isLocked = rules.lockedAttributes.named(name) ?? rules.lockedAttributes.others;
      const isTaken = rules.attributes.named(name) ?? rules.attributes.others;
      return isTaken || isLocked ? { locked: isLocked } : undefined;
    },
    details: () => ({}),
    html: ({ name }) =>
      htmlMode(
        rules.htmlElements ? (rules.htmlElements.named(name) ?? rules.htmlElements.others) : false,
        rules.htmlElements !== undefined,
        rules.smartHtml,
      ),
    unitsInsideSingleTags: rules.unitsInsideSingleTags ?? false,
  };
}

function contextDetails(
  mirror: DomMirror,
  rules: XPathRules,
): (element: XmlElement) => UnitDetails {
  const cache = new Map<XmlElement, UnitDetails>();
  return (element) => {
    const known = cache.get(element);
    if (known) return known;
    const details: UnitDetails = {};
    const note = selectText(mirror, rules.contextNote, element, 'xmlContextNoteXPath');
    const key = selectText(mirror, rules.contextKey, element, 'xmlContextKeyXPath');
    const maxLength = Number(selectText(mirror, rules.maxLength, element, 'xmlMaxLengthXPath'));
    if (note !== undefined) details.note = note;
    if (key !== undefined) details.key = key;
    if (Number.isInteger(maxLength) && maxLength > 0) details.maxLength = maxLength;
    cache.set(element, details);
    return details;
  };
}

function xpathRoles(tree: XmlDocument, rules: XPathRules): XmlRoles {
  const mirror = mirrorDocument(tree);
  const taken = selectNodes(mirror, rules.elementsAndAttributes, 'xmlElementsAndAttributesXPath');
  const lockedNodes = selectNodes(mirror, rules.locked, 'xmlLockedElementsAndAttributesXPath');
  const paired = selectNodes(mirror, rules.inline, 'xmlInlineElementsXPath').elements;
  const single = selectNodes(mirror, rules.inlineSingle, 'xmlInlineSingleElementXPath').elements;
  const preserve = selectNodes(mirror, rules.preserveWhitespace, 'xmlPreserveWhitespaceXPath');
  const html = selectNodes(mirror, rules.htmlElements, 'xmlSubfilterElementsXPath').elements;
  const locked = inherited(
    tree.root,
    (element) => (lockedNodes.elements.has(element) ? true : undefined),
    false,
  );
  return {
    translatable: (element) => taken.elements.has(element) || locked.has(element),
    locked: (element) => locked.has(element),
    inline(element) {
      if (single.has(element)) return 'standalone';
      if (paired.has(element)) return 'paired';
      return rules.smartInline && besideText(element, tree.text) ? 'paired' : undefined;
    },
    preserveWhitespace: (element) => (preserve.elements.has(element) ? true : xmlSpace(element)),
    attribute(element, item) {
      if (isMarkupAttribute(item.name)) return undefined;
      const isLocked = lockedNodes.attributes.has(item) || lockedNodes.elements.has(element);
      return taken.attributes.has(item) || lockedNodes.attributes.has(item)
        ? { locked: isLocked }
        : undefined;
    },
    details: contextDetails(mirror, rules),
    html: (element) => htmlMode(html.has(element), rules.htmlElements !== '', rules.smartHtml),
    unitsInsideSingleTags: false,
  };
}

export function xmlRoles(tree: XmlDocument, settings: XmlSettings): XmlRoles {
  return settings.rules.format === 'XPATH'
    ? xpathRoles(tree, settings.rules.xpath)
    : plainRoles(tree, settings.rules.plain);
}
