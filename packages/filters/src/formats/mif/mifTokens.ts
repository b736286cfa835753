import { FilterError } from '../../types.js';

// A MIF file as a tree of statements <Name value… <Child …> >, with the offsets of each token.

export interface MifString {
  kind: 'string';
  /** Offset of the opening backquote; end is just after the closing straight quote. */
  start: number;
  end: number;
}

export interface MifAtom {
  kind: 'atom';
  start: number;
  end: number;
  text: string;
}

export interface MifStatement {
  kind: 'statement';
  name: string;
  start: number;
  end: number;
  children: MifNode[];
}

export type MifNode = MifStatement | MifString | MifAtom;

// Deeper nesting than any FrameMaker document has is refused rather than walked.
const maxDepth = 256;
const statementName = /[A-Za-z][A-Za-z0-9_]*/y;

const lineOf = (text: string, at: number): number => text.slice(0, at).split('\n').length;

function broken(text: string, at: number, problem: string): FilterError {
  return new FilterError(`This MIF file is broken: ${problem} at line ${lineOf(text, at)}.`);
}

const endOfLine = (text: string, at: number): number => {
  const found = text.indexOf('\n', at);
  return found === -1 ? text.length : found;
};

// A string runs to the first straight quote not escaped by a backslash, within one line.
const stringBody = /`(?:[^'\\\n\r]|\\[^\n\r])*'/y;
const atomBody = /[^\s<>`#]+/y;

/** The offset just after the straight quote that closes the string opened at start. */
function stringEnd(text: string, start: number): number {
  stringBody.lastIndex = start;
  if (!stringBody.test(text)) throw broken(text, start, 'a string is not closed');
  return stringBody.lastIndex;
}

/** Reads the statements of a MIF file; a statement left open, a stray > or an open string is a FilterError. */
export function readMifTree(text: string): MifStatement {
  const root: MifStatement = {
    kind: 'statement',
    name: '',
    start: 0,
    end: text.length,
    children: [],
  };
  const open: MifStatement[] = [root];
  let parent = root;
  let lineStart = true;
  let at = 0;
  while (at < text.length) {
    const char = text.charCodeAt(at);
    if (char === 10 || char === 13) {
      lineStart = true;
      at++;
      continue;
    }
    if (char === 32 || char === 9 || char === 12 || char === 11) {
      at++;
      continue;
    }
    if (char === 35 || (lineStart && (char === 61 || char === 38))) {
      // Comments (#), and facet lines of imported graphics (=EPSI, &%v…) that hold raw data.
      at = endOfLine(text, at);
      continue;
    }
    lineStart = false;
    if (char === 60) {
      statementName.lastIndex = at + 1;
      const name = statementName.exec(text)?.[0];
      if (!name) throw broken(text, at, 'a statement has no name');
      if (open.length > maxDepth) throw broken(text, at, 'statements are nested too deeply');
      const statement: MifStatement = { kind: 'statement', name, start: at, end: -1, children: [] };
      parent.children.push(statement);
      open.push(statement);
      parent = statement;
      at += name.length + 1;
    } else if (char === 62) {
      if (open.length === 1) throw broken(text, at, "a '>' closes no statement");
      parent.end = at + 1;
      open.pop();
      parent = open[open.length - 1] ?? root;
      at++;
    } else if (char === 96) {
      const end = stringEnd(text, at);
      parent.children.push({ kind: 'string', start: at, end });
      at = end;
    } else {
      atomBody.lastIndex = at;
      const end = atomBody.test(text) ? atomBody.lastIndex : at + 1;
      parent.children.push({ kind: 'atom', start: at, end, text: text.slice(at, end) });
      at = end;
    }
  }
  if (parent !== root) {
    throw broken(text, parent.start, `the statement <${parent.name} is never closed`);
  }
  return root;
}

/** The statements named name directly inside parent. */
export const statementsIn = (parent: MifStatement, name: string): MifStatement[] =>
  parent.children.filter(
    (node): node is MifStatement => node.kind === 'statement' && node.name === name,
  );

export const statementIn = (parent: MifStatement, name: string): MifStatement | undefined =>
  statementsIn(parent, name)[0];

/** Every statement named name below parent, in file order; their own insides are not searched. */
export function statementsBelow(parent: MifStatement, name: string): MifStatement[] {
  const found: MifStatement[] = [];
  const pending: MifNode[] = [...parent.children].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.kind !== 'statement') continue;
    if (node.name === name) found.push(node);
    else
      for (let index = node.children.length - 1; index >= 0; index--)
        pending.push(node.children[index] as MifNode);
  }
  return found;
}

/** The first string token of a statement (<PgfTag `Body'>). */
export const stringOf = (statement: MifStatement | undefined): MifString | undefined =>
  statement?.children.find((node): node is MifString => node.kind === 'string');

/** The first plain value of a statement (<MType 2>, <PageType BodyPage>). */
export const atomOf = (statement: MifStatement | undefined): string | undefined =>
  statement?.children.find((node): node is MifAtom => node.kind === 'atom')?.text;
