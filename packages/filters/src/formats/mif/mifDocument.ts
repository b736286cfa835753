import type { MifExtraction, PageKind } from './mifSettings.js';
import { readParagraph, type Span } from './mifParagraph.js';
import { stringValue } from './mifStrings.js';
import { readStringUnit, type StringUnit } from './mifStringUnit.js';
import {
  atomOf,
  statementIn,
  statementsBelow,
  statementsIn,
  stringOf,
  type MifStatement,
} from './mifTokens.js';

/** A unit found in the file, before it has an id. */
export interface PlannedUnit extends Span {
  source: string;
  /** A paragraph's tags are parts of the file; a string's are escaped markup. */
  tags: Record<string, Span | string>;
  style: 'paragraph' | 'string';
  key?: string;
  note?: string;
}

// The reference pages FrameMaker itself makes (ruling and frame graphics, HTML and XML mapping).
const defaultReferencePages = new Set(['Reference', 'HTML', 'XML']);

function pageKind(text: string, page: MifStatement): PageKind {
  const type = atomOf(statementIn(page, 'PageType')) ?? 'BodyPage';
  if (type.endsWith('MasterPage')) return 'master';
  if (type === 'HiddenPage') return 'hidden';
  if (type !== 'ReferencePage') return 'body';
  const tag = stringOf(statementIn(page, 'PageTag'));
  return tag && defaultReferencePages.has(stringValue(text, tag))
    ? 'defaultReference'
    : 'customReference';
}

const nameIn = (text: string, statement: MifStatement | undefined, child: string): string => {
  const token = stringOf(statement && statementIn(statement, child));
  return token ? stringValue(text, token) : '';
};

/** Index markers (type 2) and hypertext markers (type 8), by number or by name. */
function markerKind(text: string, marker: MifStatement): 'index' | 'link' | undefined {
  const name = nameIn(text, marker, 'MTypeName');
  const type = atomOf(statementIn(marker, 'MType'));
  if (name === 'Index' || (name === '' && type === '2')) return 'index';
  if (name === 'Hypertext' || (name === '' && type === '8')) return 'link';
  return undefined;
}

interface Reader {
  text: string;
  unicode: boolean;
  extraction: MifExtraction;
  hiddenConditions: ReadonlySet<string> | undefined;
  units: PlannedUnit[];
  used: { variables: Set<string>; xrefs: Set<string>; pgfTags: Set<string> };
  localNumberFormats: StringUnit[];
  hiddenTables: Set<string>;
}

const stringUnit = (unit: StringUnit, key?: string, note?: string): PlannedUnit => ({
  ...unit,
  style: 'string',
  ...(key !== undefined && { key }),
  ...(note !== undefined && { note }),
});

/** Reads one Para; returns the tables anchored in it. */
function readPara(reader: Reader, para: MifStatement, kind: PageKind): string[] {
  const { text, unicode, extraction, used } = reader;
  const reading = readParagraph(text, para, reader.hiddenConditions);
  reading.hiddenTables.forEach((id) => reader.hiddenTables.add(id));
  if (!extraction.pages.has(kind)) return reading.tables;
  if (reading.unit) reader.units.push({ ...reading.unit, style: 'paragraph' });
  for (const marker of reading.markers) {
    const markerType = markerKind(text, marker);
    const wanted =
      (markerType === 'index' && extraction.indexMarkers) ||
      (markerType === 'link' && extraction.links);
    const token = stringOf(statementIn(marker, 'MText'));
    const unit = wanted && token && readStringUnit(text, token, unicode, markerType === 'link');
    if (unit) reader.units.push(stringUnit(unit, undefined, `${markerType} marker`));
  }
  reading.variables.forEach((name) => used.variables.add(name));
  reading.xrefs.forEach((name) => used.xrefs.add(name));
  const ownFormat = statementIn(para, 'Pgf');
  used.pgfTags.add(nameIn(text, para, 'PgfTag') || nameIn(text, ownFormat, 'PgfTag'));
  const numberFormat = stringOf(ownFormat && statementIn(ownFormat, 'PgfNumFormat'));
  const unit = numberFormat && readStringUnit(text, numberFormat, unicode);
  if (unit) reader.localNumberFormats.push(unit);
  return reading.tables;
}

/** Reads paragraphs in document order: a table's paragraphs come right after the one it is anchored in. */
function readFlow(
  reader: Reader,
  paras: MifStatement[],
  kind: PageKind,
  tables: Map<string, MifStatement>,
): void {
  const work = [{ paras, next: 0, kind }];
  for (let top = work[0]; top; top = work[work.length - 1]) {
    const para = top.paras[top.next++];
    if (!para) {
      work.pop();
      continue;
    }
    const anchored = readPara(reader, para, top.kind).flatMap((id) => {
      const table = tables.get(id);
      tables.delete(id);
      return table ? [{ paras: statementsBelow(table, 'Para'), next: 0, kind: top.kind }] : [];
    });
    work.push(...anchored.reverse());
  }
}

/** The definitions (autonumbers, variables, cross-references) the settings ask for, in file order. */
function readDefinitions(reader: Reader, statements: MifStatement[]): PlannedUnit[] {
  const { text, unicode, extraction, used } = reader;
  const definitions: PlannedUnit[] = [];
  const add = (
    mode: 'all' | 'used' | 'none',
    usedNames: Set<string>,
    list: string,
    item: string,
    nameStatement: string,
    definition: string,
    note: string,
  ) => {
    if (mode === 'none') return;
    for (const catalog of statements.filter((statement) => statement.name === list)) {
      for (const entry of statementsIn(catalog, item)) {
        const name = nameIn(text, entry, nameStatement);
        const token = stringOf(statementIn(entry, definition));
        if (!token || (mode === 'used' && !usedNames.has(name))) continue;
        const unit = readStringUnit(text, token, unicode);
        if (unit) definitions.push(stringUnit(unit, name, note));
      }
    }
  };
  add(
    extraction.pgfNumberFormats,
    used.pgfTags,
    'PgfCatalog',
    'Pgf',
    'PgfTag',
    'PgfNumFormat',
    'autonumber format',
  );
  if (extraction.pgfNumberFormats !== 'none') {
    definitions.push(
      ...reader.localNumberFormats.map((unit) => stringUnit(unit, undefined, 'autonumber format')),
    );
  }
  add(
    extraction.variables,
    used.variables,
    'VariableFormats',
    'VariableFormat',
    'VariableName',
    'VariableDef',
    'variable',
  );
  add(
    extraction.xrefs,
    used.xrefs,
    'XRefFormats',
    'XRefFormat',
    'XRefName',
    'XRefDef',
    'cross-reference format',
  );
  return definitions.sort((a, b) => a.start - b.start);
}

/** The units of a MIF document in the order a reader meets them: definitions first, then the text. */
export function planUnits(
  text: string,
  root: MifStatement,
  extraction: MifExtraction,
  unicode: boolean,
): PlannedUnit[] {
  const statements = root.children.filter(
    (node): node is MifStatement => node.kind === 'statement',
  );
  const hidden = new Set(
    statements
      .filter((statement) => statement.name === 'ConditionCatalog')
      .flatMap((catalog) => statementsIn(catalog, 'Condition'))
      .filter((condition) => atomOf(statementIn(condition, 'CState')) === 'CHidden')
      .map((condition) => nameIn(text, condition, 'CTag')),
  );
  const pageOfRect = new Map<string, PageKind>();
  for (const page of statements.filter((statement) => statement.name === 'Page')) {
    const kind = pageKind(text, page);
    for (const rect of statementsBelow(page, 'TextRect')) {
      pageOfRect.set(atomOf(statementIn(rect, 'ID')) ?? '', kind);
    }
  }
  const tables = new Map(
    statements
      .filter((statement) => statement.name === 'Tbls')
      .flatMap((list) => statementsIn(list, 'Tbl'))
      .map((table) => [atomOf(statementIn(table, 'TblID')) ?? '', table] as const),
  );
  const reader: Reader = {
    text,
    unicode,
    extraction,
    hiddenConditions: extraction.hiddenConditionalText ? undefined : hidden,
    units: [],
    used: { variables: new Set(), xrefs: new Set(), pgfTags: new Set() },
    localNumberFormats: [],
    hiddenTables: new Set(),
  };
  for (const flow of statements.filter((statement) => statement.name === 'TextFlow')) {
    const rect = atomOf(statementsBelow(flow, 'TextRectID')[0]);
    readFlow(reader, statementsBelow(flow, 'Para'), pageOfRect.get(rect ?? '') ?? 'body', tables);
  }
  // A table no paragraph anchors is read as body text; one anchored in hidden text is hidden with it.
  for (const [id, table] of [...tables]) {
    if (!tables.delete(id) || reader.hiddenTables.has(id)) continue;
    readFlow(reader, statementsBelow(table, 'Para'), 'body', tables);
  }
  return [...readDefinitions(reader, statements), ...reader.units];
}
