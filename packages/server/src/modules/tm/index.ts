// What other modules use of tm: they enter it only here (.dependency-cruiser.cjs).
export { type ImportedUnit, touchTm } from './importQueries.js';
export { localeMatcher, toBcp47 } from './locales.js';
export { countedBytes, throttledProgress } from './progress.js';
export { accessibleTm, targetLangsOf } from './service.js';
export { containsText, plainText, unitHash } from './unitText.js';
export { writeChunk } from './writeUnits.js';
export { createMatcher } from './matcher.js';
export { concordanceUnits, type ConcordanceUnit } from './concordance.js';
export { indexUnits, type IndexableUnit } from './matchIndex.js';
export type {
  ContextType,
  MatchContext,
  Matcher,
  MatcherOptions,
  MatchQuery,
  MatchTm,
  TmMatch,
} from './matchTypes.js';
