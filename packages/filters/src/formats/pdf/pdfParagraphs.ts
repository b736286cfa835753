import type { PdfPageText, PdfTextItem } from './pdfText.js';

/** A piece of a paragraph's text in one face. */
export interface StyledText {
  text: string;
  bold: boolean;
  italic: boolean;
}

export interface PdfParagraph {
  runs: StyledText[];
  /** Font size of the paragraph's text, in points. */
  size: number;
  /** The paragraph is the first on a page after the first. */
  newPage: boolean;
}

interface Line {
  pieces: StyledText[];
  x: number;
  y: number;
  end: number;
  size: number;
  /** Another line shares the baseline: a table cell or a column, a paragraph of its own. */
  shared: boolean;
}

// Items further apart than this on one baseline are separate blocks (table cells, columns).
const cellGap = 1.5;
// A gap wider than this between items on one baseline is a space the PDF did not draw.
const wordGap = 0.2;
// Baselines further apart than this, in font sizes, set paragraphs apart.
const paragraphGap = 1.5;
// A first line further right than this, in font sizes, is an indented first line.
const indentation = 0.8;
const sizeTolerance = 0.5;
// Scripts written without spaces between words: their lines join with nothing between them.
const noSpaces =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

const lastChar = (text: string): string => text.slice(-1);
const isSpace = (char: string): boolean => /^\s?$/u.test(char);

function addToLine(line: Line, item: PdfTextItem): void {
  const gap = item.x - line.end;
  const previous = line.pieces.at(-1);
  if (
    gap > wordGap * item.size &&
    previous &&
    !isSpace(lastChar(previous.text)) &&
    !isSpace(item.text.charAt(0))
  )
    line.pieces.push({ text: ' ', bold: previous.bold, italic: previous.italic });
  line.pieces.push({ text: item.text, bold: item.bold, italic: item.italic });
  line.end = Math.max(line.end, item.x + item.width);
  if (item.text.trim() !== '') line.size = Math.max(line.size, item.size);
}

/** Items on one baseline, in content order, make a line; a wide gap on the baseline starts another. */
function linesOf(items: PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  for (const item of items) {
    const line = lines.at(-1);
    const sameBaseline = line && Math.abs(item.y - line.y) < 0.5 * Math.max(item.size, line.size);
    const gap = line ? item.x - line.end : 0;
    if (line && sameBaseline && gap > -item.size && gap < cellGap * item.size) {
      addToLine(line, item);
      continue;
    }
    // A space drawn apart from any text starts nothing.
    if (item.text.trim() === '') continue;
    const started: Line = { pieces: [], x: item.x, y: item.y, end: item.x, size: 0, shared: false };
    if (line && sameBaseline) {
      line.shared = true;
      started.shared = true;
    }
    addToLine(started, item);
    lines.push(started);
  }
  return lines;
}

const lineText = (line: Line): string => line.pieces.map((piece) => piece.text).join('');

/** Whether the first word of line would have fitted at the end of previous: then the break was meant. */
function firstWordFitted(previous: Line, line: Line, right: number): boolean {
  const text = lineText(line).trim();
  const firstWord = text.split(/\s/u)[0] ?? '';
  const wordWidth = ((line.end - line.x) * (firstWord.length + 1)) / Math.max(text.length, 1);
  return previous.end + wordWidth < right - line.size;
}

/** Whether line goes on with the paragraph whose lines are block's (see the notes for the rule). */
function continues(block: Line[], line: Line, right: number): boolean {
  const previous = block.at(-1);
  if (!previous || previous.shared || line.shared) return false;
  const size = Math.max(previous.size, line.size);
  const drop = previous.y - line.y;
  if (Math.abs(previous.size - line.size) > sizeTolerance) return false;
  if (drop <= 0.3 * size || drop > paragraphGap * size) return false;
  const [first, second] = block;
  // The paragraph's own leading, once it has two lines: a wider drop is a paragraph break.
  if (first && second && drop > first.y - second.y + 0.25 * size) return false;
  if (line.x > previous.x + indentation * size && block.length > 1) return false;
  return !firstWordFitted(previous, line, right);
}

/** Joins the lines of a paragraph: a space between lines, none after a hyphen that ends one. */
function joinLines(lines: Line[]): StyledText[] {
  const pieces: StyledText[] = [];
  for (const line of lines) {
    const previous = pieces.at(-1);
    if (previous) {
      if (previous.text.endsWith('\u00ad')) previous.text = previous.text.slice(0, -1);
      else if (
        !/[\p{L}\p{N}]-$/u.test(previous.text) &&
        !isSpace(lastChar(previous.text)) &&
        !(
          noSpaces.test(lastChar(previous.text)) &&
          noSpaces.test(line.pieces[0]?.text.charAt(0) ?? '')
        )
      )
        previous.text += ' ';
    }
    pieces.push(...line.pieces.map((piece) => ({ ...piece })));
  }
  return mergeRuns(pieces);
}

/** Neighbouring pieces in one face become one run; spaces are collapsed as a reader sees them. */
function mergeRuns(pieces: StyledText[]): StyledText[] {
  const runs: StyledText[] = [];
  for (const piece of pieces) {
    const text = piece.text.replace(/\s+/gu, ' ');
    const last = runs.at(-1);
    if (last && last.bold === piece.bold && last.italic === piece.italic) last.text += text;
    else if (last && text.trim() === '') last.text += text;
    else runs.push({ ...piece, text });
  }
  for (let index = 1; index < runs.length; index++) {
    const previous = runs[index - 1];
    const run = runs[index];
    if (previous && run && previous.text.endsWith(' ') && run.text.startsWith(' '))
      run.text = run.text.slice(1);
  }
  const first = runs[0];
  const last = runs.at(-1);
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return runs.filter((run) => run.text !== '');
}

/** The paragraphs of the document in reading order (content order within a page). */
export function paragraphsOf(pages: PdfPageText[]): PdfParagraph[] {
  const paragraphs: PdfParagraph[] = [];
  pages.forEach((page, pageIndex) => {
    const lines = linesOf(page.items);
    const right = Math.max(...lines.map((line) => line.end));
    const blocks: Line[][] = [];
    for (const line of lines) {
      const block = blocks.at(-1);
      if (block && continues(block, line, right)) block.push(line);
      else blocks.push([line]);
    }
    blocks.forEach((block, index) => {
      const size = Math.max(...block.map((line) => line.size));
      paragraphs.push({ runs: joinLines(block), size, newPage: pageIndex > 0 && index === 0 });
    });
  });
  return paragraphs;
}
