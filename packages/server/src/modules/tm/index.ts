// What other modules use of tm: they enter it only here (.dependency-cruiser.cjs).
export { touchTm } from './importQueries.js';
export type { ImportedUnit } from './unitRows.js';
export { localeMatcher, toBcp47 } from './locales.js';
export { accessibleTm, targetLangsOf } from './service.js';
export { plainText, unitHash } from './unitText.js';
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
