export { mifFilter } from './mifFilter.js';
