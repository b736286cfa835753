import {
  attribute,
  childElements,
  firstChild,
  type XmlElement,
  type XmlText,
} from '../../xml/xmlTree.js';
import type { ElementEnded } from '../../xml/xmlTreeBuilder.js';
import type { CellPosition } from './xlsxSettings.js';

/** A cell that holds text: an index into the shared strings, or its own inline rich string. */
export type TextCell = CellPosition &
  ({ kind: 'shared'; index: number } | { kind: 'inline'; string: XmlElement });

const truthy = (value: string | undefined): boolean => value === '1' || value === 'true';

function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + letter.charCodeAt(0) - 64;
  return number;
}

function hiddenColumns(root: XmlElement): Set<number> {
  const hidden = new Set<number>();
  for (const cols of childElements(root, 'cols')) {
    for (const col of childElements(cols, 'col')) {
      if (!truthy(attribute(col, 'hidden'))) continue;
      const max = Math.min(Number(attribute(col, 'max')), 16384);
      for (let column = Number(attribute(col, 'min')); column <= max; column += 1)
        hidden.add(column);
    }
  }
  return hidden;
}

function rowCells(
  rowElement: XmlElement,
  row: number,
  hidden: Set<number>,
  sheetText: string,
  cells: TextCell[],
): void {
  let column = 0;
  for (const cell of childElements(rowElement, 'c')) {
    const reference = /^\$?([A-Z]+)\$?(\d+)$/.exec(attribute(cell, 'r') ?? '');
    column = reference?.[1] ? columnNumber(reference[1]) : column + 1;
    if (hidden.has(column)) continue;
    const type = attribute(cell, 't');
    const inline = firstChild(cell, 'is');
    if (type === 'inlineStr' && inline) cells.push({ row, column, kind: 'inline', string: inline });
    const value = firstChild(cell, 'v');
    if (type === 's' && value) {
      const index = Number(sheetText.slice(value.startTagEnd, value.endTagStart).trim());
      if (Number.isInteger(index)) cells.push({ row, column, kind: 'shared', index });
    }
  }
}

/**
 * The text cells of a worksheet, read as each row ends; numbers, booleans and formula results
 * are never text. Each row leaves the tree once read (#14): a sheet of 200,000 rows held a
 * million elements to the end of the import.
 */
export function sheetCells(includeHidden: boolean) {
  const cells: TextCell[] = [];
  let hidden: Set<number> | undefined;
  let row = 0;
  const endedIn =
    ({ text }: XmlText): ElementEnded =>
    (element) => {
      const parent = element.parent;
      const root = parent?.name === 'sheetData' ? parent.parent : parent;
      if (element.name !== 'row' || !root || root.parent) return false;
      // The columns come before the rows, so they are read by the first row's end.
      hidden ??= includeHidden ? new Set<number>() : hiddenColumns(root);
      row = Number(attribute(element, 'r') ?? row + 1);
      if (includeHidden || !truthy(attribute(element, 'hidden')))
        rowCells(element, row, hidden, text, cells);
      return true;
    };
  return { cells, endedIn };
}
