export { pseudoTranslate } from './pseudoTranslate.js';
export type { PseudoOptions } from './pseudoTranslate.js';
