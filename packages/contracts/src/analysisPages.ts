import type { AnalysisType } from './analysis.js';

// The web's analysis pages: texts of our own where the spec names none (docs/decisions/web.md).

/** Spec 000 section 3 shows the PreAnalyse type as Default. */
export const analysisTypeLabels: Record<AnalysisType, string> = {
  PreAnalyse: 'Default',
  Compare: 'Compare',
};

export const analysisPageMessages = {
  running: 'The new analysis is running; it shows in the list when it is done.',
} as const;
