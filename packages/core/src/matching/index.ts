export { matchBand } from './band.js';
export type { MatchBand } from './band.js';
export { isNonTranslatable } from './nonTranslatable.js';
export { toNfc } from './nfc.js';
export { placeholderPattern } from './placeholders.js';
export { matchKeys, prepareMatchText, shortSegmentTokens } from './prepare.js';
export type { ClassToken, MatchDetails, PreparedMatchText } from './prepare.js';
export {
  classTokens,
  forEachKeyOccurrence,
  forEachTokenOccurrence,
  indexTerms,
  matchScore,
  matchTokenCount,
  minSharedTerms,
  scorePrepared,
  scorePreparedAtLeast,
  scoreUpperBound,
  shortCandidateBound,
  tokenOccurrences,
} from './score.js';
export type { ShortCandidateBound, TokenOccurrence } from './score.js';
export { tokenizeMatchText } from './tokenize.js';
export type { MatchToken, MatchTokenKind } from './tokenize.js';
export { transferTags } from './transferTags.js';
