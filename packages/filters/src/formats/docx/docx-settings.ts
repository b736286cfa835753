import type { FilterSettings } from '../../types.js';
import { booleanSetting, protectedTextPattern, stringSetting } from '../../xml/filter-settings.js';

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
    joinSimilarRuns: booleanSetting(settings, 'msWordJoinSimilarRuns', true),
    extractComments: booleanSetting(settings, 'msWordExtractComments', false),
    extractHyperlinkTarget: booleanSetting(settings, 'msWordExtractHyperlinkTarget', false),
    extractProperties: booleanSetting(settings, 'msWordExtractProperties', false),
    extractHidden: booleanSetting(settings, 'msWordExtractHidden', false),
    extractIndexes: booleanSetting(settings, 'msWordExtractIndexes', false),
    extractOther: booleanSetting(settings, 'msWordExtractOther', false),
    protectedText: protectedTextPattern(settings, 'msWordTagRegexp'),
    targetFont: stringSetting(settings, 'msWordTargetFont'),
  };
}
