import { flagSetting, protectedTextPattern } from '../../formatSettings/index.js';
import { subfilterMode, type HtmlSubfilterMode } from '../../htmlSubfilter/index.js';
import type { FilterSettings } from '../../types.js';

/**
 * msExcelCellFlow names where reading starts and where it goes next: LeftDown reads each row from
 * the left, rows downwards; RightDown reads each row from the right; DownRight reads each column
 * downwards, columns from the right; DownLeft reads each column downwards, columns from the left.
 */
export type CellFlow = NonNullable<FilterSettings['msExcelCellFlow']>;

export interface XlsxSettings {
  cellFlow: CellFlow;
  extractSheetNames: boolean;
  extractComments: boolean;
  extractHidden: boolean;
  extractOther: boolean;
  protectedText: RegExp;
  /** msExcelUseHtmlSubfilter: plain cell text is read as HTML. */
  html: HtmlSubfilterMode;
}

export function xlsxSettings(settings: FilterSettings): XlsxSettings {
  return {
    cellFlow: settings.msExcelCellFlow ?? 'LeftDown',
    extractSheetNames: flagSetting(settings, 'msExcelExtractSheetNames'),
    extractComments: flagSetting(settings, 'msExcelExtractComments'),
    extractHidden: flagSetting(settings, 'msExcelExtractHidden'),
    extractOther: flagSetting(settings, 'msExcelExtractOther'),
    protectedText: protectedTextPattern(settings, 'msExcelTagRegexp'),
    html: subfilterMode(flagSetting(settings, 'msExcelUseHtmlSubfilter')),
  };
}

/** Orders cells (1-based row and column) as the cell flow reads them. */
export function compareCells(flow: CellFlow): (a: CellPosition, b: CellPosition) => number {
  switch (flow) {
    case 'LeftDown':
      return (a, b) => a.row - b.row || a.column - b.column;
    case 'RightDown':
      return (a, b) => a.row - b.row || b.column - a.column;
    case 'DownLeft':
      return (a, b) => a.column - b.column || a.row - b.row;
    case 'DownRight':
      return (a, b) => b.column - a.column || a.row - b.row;
  }
}

export interface CellPosition {
  row: number;
  column: number;
}
