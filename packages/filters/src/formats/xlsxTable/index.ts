export { writeXlsxTable, xlsxRow, xlsxWorkbook, type XlsxCell } from './writeXlsxTable.js';
