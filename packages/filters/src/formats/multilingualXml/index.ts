export { multilingualXmlFilter } from './multilingualXmlFilter.js';
