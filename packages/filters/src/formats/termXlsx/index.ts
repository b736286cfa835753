export { readTermXlsx } from './readTermXlsx.js';
export { writeTermXlsx } from './writeTermXlsx.js';
