// What other code uses of analysis (the benchmark): it enters it only here (.dependency-cruiser.cjs).
export { newScope, preAnalysePart, type AnalysedPart } from './analyse.js';
