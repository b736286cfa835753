export { readTermXlsx } from './readTermXlsx.js';
export { firstSheetRows } from './sheetRows.js';
export { writeTermXlsx } from './writeTermXlsx.js';
