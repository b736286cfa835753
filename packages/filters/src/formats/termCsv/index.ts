export { readTermCsv } from './readTermCsv.js';
export { csvLine, writeTermCsv } from './writeTermCsv.js';
export {
  readTableHeader,
  readTableRow,
  tableHeader,
  tableRow,
  type TermTable,
  type TermTableLayout,
} from './termTable.js';
