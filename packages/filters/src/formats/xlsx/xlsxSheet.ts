import {
  attribute,
  childElements,
  firstChild,
  type XmlDocument,
  type XmlElement,
} from '../../xml/xmlTree.js';
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

/** The text cells of a worksheet; numbers, booleans and formula results are never text. */
export function textCells(
  sheet: XmlDocument,
  sharedText: string,
  includeHidden: boolean,
): TextCell[] {
  const root = sheet.root;
  const hidden = includeHidden ? new Set<number>() : hiddenColumns(root);
  const cells: TextCell[] = [];
  let row = 0;
  for (const rowElement of childElements(firstChild(root, 'sheetData') ?? root, 'row')) {
    row = Number(attribute(rowElement, 'r') ?? row + 1);
    if (!includeHidden && truthy(attribute(rowElement, 'hidden'))) continue;
    let column = 0;
    for (const cell of childElements(rowElement, 'c')) {
      const reference = /^\$?([A-Z]+)\$?(\d+)$/.exec(attribute(cell, 'r') ?? '');
      column = reference?.[1] ? columnNumber(reference[1]) : column + 1;
      if (hidden.has(column)) continue;
      const type = attribute(cell, 't');
      const inline = firstChild(cell, 'is');
      if (type === 'inlineStr' && inline)
        cells.push({ row, column, kind: 'inline', string: inline });
      const value = firstChild(cell, 'v');
      if (type === 's' && value) {
        const index = Number(sharedText.slice(value.startTagEnd, value.endTagStart).trim());
        if (Number.isInteger(index)) cells.push({ row, column, kind: 'shared', index });
      }
    }
  }
  return cells;
}
