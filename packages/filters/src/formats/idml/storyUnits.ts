import { commonProps, propsKey } from '../../xml/ooxml/runProps.js';
import { TaggedTextBuilder } from '../../xml/taggedText.js';
import type { UnitRegistry } from '../../xml/unitRegistry.js';
import { decodeCharacters } from '../../xml/xmlCharacters.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import { attribute, childElements, type XmlDocument, type XmlElement } from '../../xml/xmlTree.js';
import type { IdmlPieces, IdmlTag, PlacedIdmlSlot, RangeProps } from './idmlUnit.js';
import type { IdmlSettings } from './idmlSettings.js';
import { readRangeProps } from './rangeProps.js';
import { appendAll } from '../../skeleton/appendAll.js';

/** One story part being read: its XML, where units go, and the markup its output leaves out. */
export interface StoryPart {
  document: XmlDocument;
  registry: UnitRegistry;
  settings: IdmlSettings;
  ignored: (name: string) => boolean;
  /** Self references of the conditions designmap.xml hides (Visible="false"). */
  hiddenConditions: ReadonlySet<string>;
  /** Raw ranges left out of the output: XMLElement tagging under idmlRemoveXmlElements. */
  cuts: Array<[number, number]>;
}

interface Range {
  element: XmlElement;
  /** As written in the file: a unit starting or ending inside the range writes back into it. */
  raw: RangeProps;
  /** Less the attributes the settings ignore: what tags compare. */
  props: RangeProps;
  hidden: boolean;
}

interface Placement {
  start: number;
  end: number;
  range: Range;
  /** Inside an element that holds a paragraph break within one range (see IdmlContext.fixed). */
  fixed: boolean;
  first?: boolean;
  last?: boolean;
  nested: PlacedIdmlSlot[];
}

type Item =
  | ({ kind: 'text'; text: string } & Placement)
  | ({ kind: 'standalone'; markup: IdmlPieces; props?: RangeProps } & Placement)
  | ({ kind: 'wrap'; open: string; close: string; children: Item[] } & Placement)
  | { kind: 'break' };

type Placed = Exclude<Item, { kind: 'break' }>;

// Elements of a range that wrap its text (a hyperlink's source text, XML tagging, tracked changes).
const wrappers = new Set(['HyperlinkTextSource', 'XMLElement', 'Change']);
// Elements of a story that hold no text of their own.
const storyMetadata = new Set(['Properties', 'StoryPreference', 'InCopyExportOption']);
const forcedLineBreak = '\u2028';

/** Pieces of document.text[start, end) with the units placed in it and the cut markup left out. */
export function storyPieces(
  part: StoryPart,
  start: number,
  end: number,
  placed: readonly PlacedIdmlSlot[],
): IdmlPieces {
  const { text } = part.document;
  const marks = [
    ...placed,
    ...part.cuts.map(([from, to]) => ({ start: from, end: to, slot: undefined })),
  ]
    .filter((mark) => mark.start >= start && mark.end <= end)
    .sort((a, b) => a.start - b.start);
  const pieces: IdmlPieces = [];
  let at = start;
  for (const mark of marks) {
    if (mark.start < at) continue;
    if (mark.start > at) pieces.push(text.slice(at, mark.start));
    if (mark.slot) pieces.push(mark.slot);
    at = mark.end;
  }
  if (end > at) pieces.push(text.slice(at, end));
  return pieces;
}

const isRemoved = (element: XmlElement, part: StoryPart): boolean =>
  part.settings.removeXmlElements && element.name === 'XMLElement';

/** Units of every paragraph in an element: a story, a table cell, a footnote, a note. */
export function blockSlots(element: XmlElement, part: StoryPart): PlacedIdmlSlot[] {
  const out: PlacedIdmlSlot[] = [];
  let flow: XmlElement[] = [];
  const flush = (): void => {
    if (flow.length > 0) appendAll(out, flowSlots(flow, part));
    flow = [];
  };
  const walk = (parent: XmlElement): void => {
    for (const child of childElements(parent)) {
      if (child.name === 'CharacterStyleRange') flow.push(child);
      else if (isRemoved(child, part)) walk(child);
      else if (!storyMetadata.has(child.name) && child.name !== 'XMLAttribute') {
        flush();
        walk(child);
        flush();
      }
    }
  };
  walk(element);
  flush();
  return out;
}

function nestedSlots(element: XmlElement, part: StoryPart): PlacedIdmlSlot[] {
  return element.name === 'Note' && !part.settings.extractNotes ? [] : blockSlots(element, part);
}

function standalone(element: XmlElement, range: Range, part: StoryPart, fixed: boolean): Placed {
  const nested = range.hidden ? [] : nestedSlots(element, part);
  return {
    kind: 'standalone',
    markup: storyPieces(part, element.start, element.end, nested),
    ...(range.hidden && { props: range.raw }),
    start: element.start,
    end: element.end,
    range,
    fixed,
    nested,
  };
}

function contentItems(content: XmlElement, range: Range, part: StoryPart, fixed: boolean): Item[] {
  const { text } = part.document;
  const place = { start: content.start, end: content.end, range, fixed, nested: [] };
  if (range.hidden) return [standalone(content, range, part, fixed)];
  return content.children.flatMap((node): Item[] => {
    if (node.kind === 'pi') {
      const markup = [`<Content>${text.slice(node.start, node.end)}</Content>`];
      return [{ kind: 'standalone', markup, ...place }];
    }
    if (node.kind !== 'text') return [];
    return decodeCharacters(text, node.start, node.end)
      .split(/(\u2028)/)
      .filter((piece) => piece !== '')
      .map((piece): Item =>
        piece === forcedLineBreak
          ? { kind: 'standalone', markup: [`<Content>${forcedLineBreak}</Content>`], ...place }
          : { kind: 'text', text: piece, ...place },
      );
  });
}

function markFixed(items: Item[]): void {
  for (const item of items) {
    if (item.kind === 'break') continue;
    item.fixed = true;
    if (item.kind === 'wrap') markFixed(item.children);
  }
}

const hasText = (item: Item): boolean =>
  (item.kind === 'text' && /\S/.test(item.text)) ||
  (item.kind === 'wrap' && item.children.some(hasText));

// White space at a paragraph's edges stays in its unit; inline objects there stay outside.
const isText = (item: Item): boolean =>
  item.kind === 'text' || (item.kind === 'wrap' && item.children.some(isText));

/** The items of a range's children: text, paragraph breaks, inline objects, wrapped text. */
function rangeItems(parent: XmlElement, range: Range, part: StoryPart, fixed: boolean): Item[] {
  const { text } = part.document;
  const items: Item[] = [];
  for (const child of parent.children) {
    if (child.kind === 'pi') {
      const markup = [`<Content>${text.slice(child.start, child.end)}</Content>`];
      const { start, end } = child;
      items.push({ kind: 'standalone', markup, start, end, range, fixed, nested: [] });
    }
    if (child.kind !== 'element' || child.name === 'Properties') continue;
    if (child.name === 'Br') items.push({ kind: 'break' });
    else if (child.name === 'Content') items.push(...contentItems(child, range, part, fixed));
    else if (isRemoved(child, part)) items.push(...rangeItems(child, range, part, fixed));
    else if (child.name === 'XMLAttribute' && part.settings.removeXmlElements) continue;
    else if (!wrappers.has(child.name) || range.hidden) {
      items.push(standalone(child, range, part, fixed));
    } else {
      const children = rangeItems(child, range, part, fixed);
      if (children.some((item) => item.kind === 'break')) {
        // A paragraph break inside: its paragraphs are units of their own, kept inside it.
        markFixed(children);
        items.push({ kind: 'break' }, ...children, { kind: 'break' });
      } else if (!children.some(hasText)) items.push(standalone(child, range, part, fixed));
      else {
        items.push({
          kind: 'wrap',
          open: text.slice(child.start, child.startTagEnd),
          close: text.slice(child.endTagStart, child.end),
          children,
          start: child.start,
          end: child.end,
          range,
          fixed,
          nested: children.flatMap((item) => (item.kind === 'break' ? [] : item.nested)),
        });
      }
    }
  }
  return items;
}

function readRange(element: XmlElement, part: StoryPart): Range {
  const conditions = (attribute(element, 'AppliedConditions') ?? '').split(/\s+/);
  return {
    element,
    raw: readRangeProps(part.document, element),
    props: readRangeProps(part.document, element, part.ignored),
    hidden:
      !part.settings.extractHiddenConditionalText &&
      conditions.some((condition) => part.hiddenConditions.has(condition)),
  };
}

/** Consecutive CharacterStyleRanges cut into paragraphs at each Br, one unit each. */
function flowSlots(ranges: XmlElement[], part: StoryPart): PlacedIdmlSlot[] {
  const paragraphs: Placed[][] = [[]];
  for (const element of ranges) {
    const items = rangeItems(element, readRange(element, part), part, false);
    items.forEach((item, index) => {
      if (item.kind === 'break') paragraphs.push([]);
      else {
        item.first = index === 0;
        item.last = index === items.length - 1;
        paragraphs.at(-1)?.push(item);
      }
    });
  }
  return paragraphs.flatMap((items) => paragraphSlots(items, part));
}

function textProps(items: Placed[]): RangeProps[] {
  return items.flatMap((item) => {
    if (item.kind === 'text') return [item.range.props];
    return item.kind === 'wrap' ? textProps(item.children.filter((c) => c.kind !== 'break')) : [];
  });
}

function paragraphSlots(items: Placed[], part: StoryPart): PlacedIdmlSlot[] {
  const first = items.findIndex(isText);
  const last = items.findLastIndex(isText);
  const kept = items.slice(first, last + 1);
  const head = kept[0];
  const tail = kept.at(-1);
  if (!items.some(hasText) || !head || !tail) return items.flatMap((item) => item.nested);
  const base = commonProps(textProps(kept));
  const baseKey = propsKey(base);
  const builder = new TaggedTextBuilder<IdmlTag>(part.settings.protectedText);
  let current: { key: string; id: string } | undefined;
  const closeCurrent = (): void => {
    if (current) builder.close(current.id);
    current = undefined;
  };
  const useFormat = (props: RangeProps): void => {
    const key = propsKey(props);
    if (key === baseKey) closeCurrent();
    else if (current?.key !== key) {
      closeCurrent();
      current = { key, id: builder.open({ kind: 'format', props }) };
    }
  };
  const emit = (list: Item[]): void => {
    for (const item of list) {
      if (item.kind === 'standalone') {
        builder.standalone({
          kind: 'standalone',
          markup: item.markup,
          ...(item.props && { props: item.props }),
        });
      } else if (item.kind === 'wrap') {
        useFormat(item.range.props);
        const id = builder.open({ kind: 'wrap', open: [item.open], close: [item.close] });
        emit(item.children);
        builder.close(id);
      } else if (item.kind === 'text') {
        useFormat(item.range.props);
        builder.text(item.text, (protectedText) => ({
          kind: 'standalone',
          markup: [`<Content>${escapeXmlText(protectedText)}</Content>`],
        }));
      }
    }
  };
  emit(kept);
  closeCurrent();
  if (!builder.hasText) return items.flatMap((item) => item.nested);
  const nested = kept.flatMap((item) => item.nested);
  const outside = [...items.slice(0, first), ...items.slice(last + 1)].flatMap(
    (item) => item.nested,
  );
  const start = head.first && !head.fixed ? head.range.element.start : head.start;
  const end = tail.last && !tail.fixed ? tail.range.element.end : tail.end;
  const id = part.registry.add(builder.source, { segment: true });
  const slot = {
    id,
    source: builder.source,
    original: storyPieces(part, start, end, nested),
    tags: builder.tags,
    context: {
      base,
      ...(start !== head.range.element.start && { entry: head.range.raw }),
      ...(end !== tail.range.element.end && { exit: tail.range.raw }),
      fixed: head.fixed,
    },
  };
  return [...outside, { start, end, slot }];
}
