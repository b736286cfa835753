export { segmentText, type Sentence, type SegmentedText } from './segmentText.js';
export { type SegmentationRule, SegmentationRuleError } from './rules.js';
export { parseSrx, srxRulesForLocale, SrxError, type SrxDocument } from './srx.js';
