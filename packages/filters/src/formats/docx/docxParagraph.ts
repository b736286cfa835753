import { buildRunUnit, type InlineItem } from '../../xml/ooxml/runUnit.js';
import type { OfficePieces, PlacedOfficeSlot } from '../../xml/ooxml/officeUnit.js';
import { readRunProps } from '../../xml/ooxml/runProps.js';
import { attributeSlot, rangeSlot } from '../../xml/ooxml/textSlot.js';
import { splice } from '../../skeleton/pieces.js';
import type { UnitRegistry } from '../../xml/unitRegistry.js';
import { decodeCharacters } from '../../xml/xmlCharacters.js';
import { firstChild, type XmlElement, type XmlText } from '../../xml/xmlTree.js';
import type { DocxSettings } from './docxSettings.js';
import { appendAll } from '../../skeleton/appendAll.js';

export interface WordPart {
  document: XmlText;
  registry: UnitRegistry;
  settings: DocxSettings;
}

interface Group {
  start: number;
  end: number;
  items: InlineItem[];
  nested: PlacedOfficeSlot[];
  hasText: boolean;
}

// Elements whose content stays in the paragraph's flow: their markup wraps the runs inside.
const wrappers = new Set([
  'w:hyperlink',
  'w:smartTag',
  'w:ins',
  'w:moveTo',
  'w:customXml',
  'w:dir',
  'w:bdo',
]);
// Proofing marks and layout caches: dropped when a paragraph is rewritten.
const dropped = new Set(['w:proofErr', 'w:lastRenderedPageBreak']);
// Run properties that record language and proofing, not formatting, so that they do not split runs.
const proofingProps = (name: string): boolean => name === 'w:lang' || name === 'w:noProof';
const indexEntry = /^(\s*XE\s+")([^"]*)"/;

// The elements nestedSlots reads as a whole; any other's slots are its children's, in order.
const readWhole = new Set(['w:p', 'wp:docPr', 'w:instrText']);

/**
 * Whether an element's slots can be read as soon as it ends, apart from the rest of the tree: true
 * unless it lies inside an element read as a whole, which reads it with its own.
 */
export function readsAlone(element: XmlElement): boolean {
  for (let outer = element.parent; outer; outer = outer.parent)
    if (readWhole.has(outer.name)) return false;
  return true;
}

/** Units inside an element: its paragraphs, and alternative texts and index entries when asked. */
export function nestedSlots(element: XmlElement, part: WordPart): PlacedOfficeSlot[] {
  const { document, registry, settings } = part;
  if (element.name === 'w:p') return paragraphSlots(element, part);
  if (element.name === 'wp:docPr' && settings.extractOther) {
    return element.attributes
      .filter((item) => item.name === 'descr' || item.name === 'title')
      .flatMap(
        (item) => attributeSlot(document, item, registry, { ...settings, segment: true }) ?? [],
      );
  }
  if (element.name === 'w:instrText' && settings.extractIndexes) {
    const match = indexEntry.exec(document.text.slice(element.startTagEnd, element.endTagStart));
    if (!match?.[1] || !match[2]) return [];
    const start = element.startTagEnd + match[1].length;
    const options = { protectedText: settings.protectedText, segment: false };
    return [
      rangeSlot(document, start, start + match[2].length, 'text', registry, options) ?? [],
    ].flat();
  }
  return element.children.flatMap((child) =>
    child.kind === 'element' ? nestedSlots(child, part) : [],
  );
}

function standalone(element: XmlElement, part: WordPart, prefix = '', suffix = ''): Group {
  const nested = nestedSlots(element, part);
  const markup: OfficePieces = [
    prefix,
    ...splice(part.document.text, element.start, element.end, nested),
    suffix,
  ];
  return {
    start: element.start,
    end: element.end,
    items: [{ kind: 'standalone', markup: markup.filter((piece) => piece !== '') }],
    nested,
    hasText: false,
  };
}

function runGroup(run: XmlElement, part: WordPart): Group {
  const { document, settings } = part;
  const rPr = firstChild(run, 'w:rPr');
  const props = readRunProps(
    document,
    rPr,
    'w:rPr',
    settings.joinSimilarRuns ? proofingProps : undefined,
  );
  const hidden = rPr?.children.some(
    (child) => child.kind === 'element' && child.name === 'w:vanish',
  );
  if (hidden && !settings.extractHidden) return standalone(run, part);
  const prefix =
    document.text.slice(run.start, run.startTagEnd) +
    (rPr ? document.text.slice(rPr.start, rPr.end) : '');
  const group: Group = { start: run.start, end: run.end, items: [], nested: [], hasText: false };
  for (const child of run.children) {
    if (child.kind !== 'element' || child.name === 'w:rPr' || dropped.has(child.name)) continue;
    if (child.name === 'w:t') {
      const text = decodeCharacters(document.text, child.startTagEnd, child.endTagStart);
      if (text !== '') group.items.push({ kind: 'text', props, text });
      group.hasText ||= /\S/.test(text);
      continue;
    }
    const inner = standalone(child, part, prefix, '</w:r>');
    appendAll(group.items, inner.items);
    appendAll(group.nested, inner.nested);
  }
  return group;
}

function inlineGroup(element: XmlElement, part: WordPart): Group {
  if (element.name === 'w:r') return runGroup(element, part);
  if (dropped.has(element.name)) {
    return { start: element.start, end: element.end, items: [], nested: [], hasText: false };
  }
  const content = element.name === 'w:sdt' ? firstChild(element, 'w:sdtContent') : element;
  if (!content || (!wrappers.has(element.name) && element.name !== 'w:sdt'))
    return standalone(element, part);
  const inner = content.children.flatMap((child) =>
    child.kind === 'element' ? [inlineGroup(child, part)] : [],
  );
  if (!inner.some((group) => group.hasText)) return standalone(element, part);
  const text = part.document.text;
  return {
    start: element.start,
    end: element.end,
    items: [
      {
        kind: 'wrap',
        open: [text.slice(element.start, content.startTagEnd)],
        close: [text.slice(content.endTagStart, element.end)],
        children: inner.flatMap((group) => group.items),
      },
    ],
    nested: inner.flatMap((group) => group.nested),
    hasText: true,
  };
}

/** One unit per paragraph; leading and trailing markup without text stays outside it. */
export function paragraphSlots(paragraph: XmlElement, part: WordPart): PlacedOfficeSlot[] {
  const groups = paragraph.children.flatMap((child) =>
    child.kind === 'element' && child.name !== 'w:pPr' ? [inlineGroup(child, part)] : [],
  );
  const first = groups.findIndex((group) => group.hasText);
  const last = groups.findLastIndex((group) => group.hasText);
  const kept = groups.slice(first, last + 1);
  const start = kept[0]?.start;
  const end = kept.at(-1)?.end;
  if (first === -1 || start === undefined || end === undefined)
    return groups.flatMap((group) => group.nested);
  const nested = kept.flatMap((group) => group.nested);
  const slot = buildRunUnit(
    kept.flatMap((group) => group.items),
    part.registry,
    {
      runs: 'w',
      protectedText: part.settings.protectedText,
      joinSimilarRuns: part.settings.joinSimilarRuns,
      original: splice(part.document.text, start, end, nested),
    },
  );
  if (!slot) return groups.flatMap((group) => group.nested);
  const outside = [...groups.slice(0, first), ...groups.slice(last + 1)].flatMap(
    (group) => group.nested,
  );
  return [...outside, { start, end, slot }];
}
