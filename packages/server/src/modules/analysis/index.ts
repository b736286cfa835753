// What other code uses of analysis: it enters it only here (.dependency-cruiser.cjs).
export { comparePart, newScope, preAnalysePart, type AnalysedPart } from './analyse.js';
export { emptyData } from './bands.js';
