import { tagText } from '@tessera/contracts';
import { TaggedTextBuilder, firstFreeTagNumber } from '../../tags/index.js';
import { stringValue } from './mifStrings.js';
import {
  atomOf,
  statementIn,
  statementsIn,
  stringOf,
  type MifNode,
  type MifStatement,
} from './mifTokens.js';

// One Para is one unit: the contents of its ParaLines joined, Font changes as paired tags,
// everything else (Char, Variable, XRef, Marker, anchors) as standalone tags.

/** A part of the file: the markup a tag stands for, or the text a unit covers; empty when start = end. */
export interface Span {
  start: number;
  end: number;
}

export interface ParagraphUnit extends Span {
  source: string;
  tags: Record<string, Span>;
}

/** What a paragraph holds: its unit (when it has text) and what its shown text refers to. */
export interface ParagraphReading {
  unit?: ParagraphUnit;
  markers: MifStatement[];
  variables: string[];
  xrefs: string[];
  tables: string[];
  /** Tables anchored in hidden text: hidden with it. */
  hiddenTables: string[];
}

type Element =
  | (Span & { kind: 'text'; value: string })
  | (Span & { kind: 'font'; reset: boolean })
  | (Span & { kind: 'tag' });

const nameOf = (text: string, statement: MifStatement, child: string): string => {
  const token = stringOf(statementIn(statement, child));
  return token ? stringValue(text, token) : '';
};

const isStatement = (node: MifNode | undefined, name: string): node is MifStatement =>
  node?.kind === 'statement' && node.name === name;

/** A Font statement that only goes back to the paragraph's own font (<Font <FTag `'> <FLocked No>>). */
function isFontReset(text: string, font: MifStatement): boolean {
  return font.children.every(
    (node) =>
      node.kind === 'statement' &&
      (node.name === 'FLocked' || (node.name === 'FTag' && nameOf(text, font, 'FTag') === '')),
  );
}

/** Text under a Conditional whose conditions are all hidden is hidden in the document. */
function isHidden(text: string, conditional: MifStatement, hidden: ReadonlySet<string>): boolean {
  const conditions = statementsIn(conditional, 'InCondition');
  return (
    conditions.length > 0 &&
    conditions.every((condition) => {
      const token = stringOf(condition);
      return token !== undefined && hidden.has(stringValue(text, token));
    })
  );
}

/** For each item, the index of the next statement with one of the names, or -1: one pass for any number of lookups. */
function nextNamed(items: MifNode[], names: string[]): number[] {
  const next = new Array<number>(items.length);
  let found = -1;
  for (let index = items.length - 1; index >= 0; index--) {
    next[index] = found;
    const node = items[index];
    if (node?.kind === 'statement' && names.includes(node.name)) found = index;
  }
  return next;
}

function readElements(
  text: string,
  para: MifStatement,
  hiddenConditions: ReadonlySet<string> | undefined,
): { elements: Element[]; reading: ParagraphReading } {
  const items = statementsIn(para, 'ParaLine').flatMap((line) => line.children);
  const reading: ParagraphReading = {
    markers: [],
    variables: [],
    xrefs: [],
    tables: [],
    hiddenTables: [],
  };
  const elements: Element[] = [];
  const nextCondition = nextNamed(items, ['Conditional', 'Unconditional']);
  const nextXRefEnd = nextNamed(items, ['XRefEnd']);
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as MifNode;
    const tag = (end: number) => elements.push({ kind: 'tag', start: item.start, end });
    if (item.kind !== 'statement') {
      tag(item.end);
      continue;
    }
    if (item.name === 'Conditional' && hiddenConditions && isHidden(text, item, hiddenConditions)) {
      // Hidden text up to the next condition change is one tag: it is not translated.
      const next = nextCondition[index] ?? -1;
      const last =
        next === -1
          ? items.length - 1
          : isStatement(items[next], 'Unconditional')
            ? next
            : next - 1;
      tag((items[last] as MifNode).end);
      for (const anchor of items.slice(index, last + 1)) {
        if (isStatement(anchor, 'ATbl')) reading.hiddenTables.push(atomOf(anchor) ?? '');
      }
      index = last;
    } else if (item.name === 'XRef') {
      // The text between XRef and XRefEnd is what FrameMaker generates from the format.
      const end = nextXRefEnd[index] ?? -1;
      reading.xrefs.push(nameOf(text, item, 'XRefName'));
      tag((items[end === -1 ? index : end] as MifNode).end);
      if (end !== -1) index = end;
    } else if (item.name === 'String') {
      const token = stringOf(item);
      const value = token ? stringValue(text, token) : '';
      elements.push({ kind: 'text', value, start: item.start, end: item.end });
    } else if (item.name === 'Char' && atomOf(item) === 'HardReturn') {
      elements.push({ kind: 'text', value: '\n', start: item.start, end: item.end });
    } else if (item.name === 'Font') {
      elements.push({
        kind: 'font',
        reset: isFontReset(text, item),
        start: item.start,
        end: item.end,
      });
    } else {
      if (item.name === 'Variable') reading.variables.push(nameOf(text, item, 'VariableName'));
      if (item.name === 'Marker') reading.markers.push(item);
      if (item.name === 'ATbl') reading.tables.push(atomOf(item) ?? '');
      tag(item.end);
    }
  }
  return { elements, reading };
}

const hasText = (element: Element): boolean => element.kind === 'text' && element.value !== '';

/** The elements a unit covers: from the font in force at its first text to where its last text's font ends. */
function unitRange(elements: Element[]): { first: number; last: number } | undefined {
  const firstText = elements.findIndex(hasText);
  if (firstText === -1) return undefined;
  const lastText = elements.length - 1 - [...elements].reverse().findIndex(hasText);
  let first = firstText;
  for (let index = firstText - 1; index >= 0; index--) {
    if (elements[index]?.kind === 'font') {
      first = index;
      break;
    }
  }
  let open = false;
  for (const element of elements.slice(first, lastText + 1)) {
    if (element.kind === 'font') open = !element.reset;
  }
  const closing = elements.findIndex(
    (element, index) => index > lastText && element.kind === 'font',
  );
  return { first, last: open && closing !== -1 ? closing : lastText };
}

function buildUnit(elements: Element[], first: number, last: number): ParagraphUnit {
  const covered = elements.slice(first, last + 1);
  const builder = new TaggedTextBuilder(
    firstFreeTagNumber(...covered.map((element) => (element.kind === 'text' ? element.value : ''))),
  );
  const tags: Record<string, Span> = {};
  const none = { start: 0, end: 0 };
  let open: number | undefined;
  const close = (span: Span) => {
    if (open === undefined) return;
    builder.close(open, '');
    tags[tagText('close', open)] = span;
    open = undefined;
  };
  for (const element of covered) {
    if (element.kind === 'text') {
      builder.addText(element.value);
    } else if (
      element.kind === 'tag' ||
      (element.kind === 'font' && element.reset && open === undefined)
    ) {
      tags[builder.addStandalone('')] = element;
    } else if (element.reset) {
      close(element);
    } else {
      // A Font statement sets the whole font, so it ends the change before it.
      close(none);
      open = builder.open('');
      tags[tagText('open', open)] = element;
    }
  }
  close(none);
  const start = covered[0]?.start ?? 0;
  return { start, end: covered[covered.length - 1]?.end ?? start, source: builder.text, tags };
}

/**
 * Reads a Para. With hiddenConditions, text under only hidden conditions becomes a tag; without,
 * it is translated like any other.
 */
export function readParagraph(
  text: string,
  para: MifStatement,
  hiddenConditions: ReadonlySet<string> | undefined,
): ParagraphReading {
  const { elements, reading } = readElements(text, para, hiddenConditions);
  const range = unitRange(elements);
  if (!range) return reading;
  const unit = buildUnit(elements, range.first, range.last);
  const plain = elements
    .slice(range.first, range.last + 1)
    .map((element) => (element.kind === 'text' ? element.value : ''))
    .join('');
  return plain.trim() === '' ? reading : { ...reading, unit };
}
