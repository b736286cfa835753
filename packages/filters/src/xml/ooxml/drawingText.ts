import { splice } from '../../skeleton/pieces.js';
import type { UnitRegistry } from '../unitRegistry.js';
import { decodeCharacters } from '../xmlCharacters.js';
import { firstChild, type XmlDocument, type XmlElement } from '../xmlTree.js';
import type { PlacedOfficeSlot } from './officeUnit.js';
import { readRunProps } from './runProps.js';
import { buildRunUnit, type InlineItem } from './runUnit.js';
import { attributeSlot } from './textSlot.js';

// Attributes of a:rPr that record language, spelling and edit state, not formatting.
const editingState = new Set([
  'lang',
  'altLang',
  'dirty',
  'err',
  'smtClean',
  'smtId',
  'noProof',
  'bmk',
]);

interface Group {
  start: number;
  end: number;
  item?: InlineItem;
  hasText: boolean;
}

function group(element: XmlElement, document: XmlDocument): Group | undefined {
  const { text } = document;
  if (element.name === 'a:r') {
    const t = firstChild(element, 'a:t');
    const value = t ? decodeCharacters(text, t.startTagEnd, t.endTagStart) : '';
    const props = readRunProps(document, firstChild(element, 'a:rPr'), 'a:rPr', (name) =>
      editingState.has(name),
    );
    return {
      start: element.start,
      end: element.end,
      item: { kind: 'text', props, text: value },
      hasText: /\S/.test(value),
    };
  }
  if (element.name === 'a:pPr' || element.name === 'a:endParaRPr') return undefined;
  const markup = [text.slice(element.start, element.end)];
  return {
    start: element.start,
    end: element.end,
    item: { kind: 'standalone', markup },
    hasText: false,
  };
}

/** One unit per DrawingML paragraph (a:p): text boxes, table cells, notes, chart titles, SmartArt. */
export function drawingParagraphSlot(
  paragraph: XmlElement,
  document: XmlDocument,
  registry: UnitRegistry,
  protectedText: RegExp,
): PlacedOfficeSlot | undefined {
  const groups = paragraph.children.flatMap((child) =>
    child.kind === 'element' ? (group(child, document) ?? []) : [],
  );
  const kept = groups.slice(
    groups.findIndex((item) => item.hasText),
    groups.findLastIndex((item) => item.hasText) + 1,
  );
  const start = kept[0]?.start;
  const end = kept.at(-1)?.end;
  if (start === undefined || end === undefined || !groups.some((item) => item.hasText))
    return undefined;
  const slot = buildRunUnit(
    kept.flatMap((item) => item.item ?? []),
    registry,
    {
      runs: 'a',
      protectedText,
      joinSimilarRuns: true,
      original: splice(document.text, start, end, []),
    },
  );
  return slot && { start, end, slot };
}

/** Units of every DrawingML paragraph in a part, and of shapes' alternative texts when asked. */
export function drawingSlots(
  document: XmlDocument,
  registry: UnitRegistry,
  protectedText: RegExp,
  altText = false,
): PlacedOfficeSlot[] {
  // One array for the part, not one for each element of its tree (#14: a long deck's garbage).
  const placed: PlacedOfficeSlot[] = [];
  const visit = (element: XmlElement): void => {
    if (element.name === 'a:p') {
      const slot = drawingParagraphSlot(element, document, registry, protectedText);
      if (slot) placed.push(slot);
      return;
    }
    if (altText && element.name.endsWith(':cNvPr'))
      for (const item of element.attributes) {
        if (item.name !== 'descr' && item.name !== 'title') continue;
        const slot = attributeSlot(document, item, registry, { protectedText, segment: true });
        if (slot) placed.push(slot);
      }
    for (const child of element.children) if (child.kind === 'element') visit(child);
  };
  visit(document.root);
  return placed;
}
