import { flagSetting, protectedTextPattern, stringSetting } from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';

/** The Microsoft Word import settings of spec 001 section 3, with their defaults. */
export interface DocxSettings {
  joinSimilarRuns: boolean;
  extractComments: boolean;
  extractHyperlinkTarget: boolean;
  extractProperties: boolean;
  extractHidden: boolean;
  extractIndexes: boolean;
  extractOther: boolean;
  protectedText: RegExp;
  targetFont: string;
}

export function docxSettings(settings: FilterSettings): DocxSettings {
  return {
    joinSimilarRuns: flagSetting(settings, 'msWordJoinSimilarRuns'),
    extractComments: flagSetting(settings, 'msWordExtractComments'),
    extractHyperlinkTarget: flagSetting(settings, 'msWordExtractHyperlinkTarget'),
    extractProperties: flagSetting(settings, 'msWordExtractProperties'),
    extractHidden: flagSetting(settings, 'msWordExtractHidden'),
    extractIndexes: flagSetting(settings, 'msWordExtractIndexes'),
    extractOther: flagSetting(settings, 'msWordExtractOther'),
    protectedText: protectedTextPattern(settings, 'msWordTagRegexp'),
    targetFont: stringSetting(settings, 'msWordTargetFont') ?? '',
  };
}
