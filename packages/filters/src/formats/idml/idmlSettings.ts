import { flagSetting, protectedTextPattern, stringSetting } from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';

/** The InDesign IDML import settings of spec 001 section 3, with their defaults. */
export interface IdmlSettings {
  protectedText: RegExp;
  /** idmlTargetFont, only when idmlReplaceFont is on: the font every translated range is set in. */
  targetFont: string;
  keepKerning: boolean;
  keepTracking: boolean;
  extractNotes: boolean;
  simplifyCodes: boolean;
  extractMasterSpreads: boolean;
  extractInvisibleLayers: boolean;
  extractHiddenConditionalText: boolean;
  extractLockedLayer: boolean;
  removeXmlElements: boolean;
}

export function idmlSettings(settings: FilterSettings): IdmlSettings {
  return {
    protectedText: protectedTextPattern(settings, 'idmlTagRegexp'),
    targetFont: flagSetting(settings, 'idmlReplaceFont')
      ? (stringSetting(settings, 'idmlTargetFont') ?? '')
      : '',
    keepKerning: flagSetting(settings, 'idmlKeepKerning'),
    keepTracking: flagSetting(settings, 'idmlKeepTracking'),
    extractNotes: flagSetting(settings, 'idmlExtractNotes'),
    simplifyCodes: flagSetting(settings, 'idmlSimplifyCodes'),
    extractMasterSpreads: flagSetting(settings, 'idmlExtractMasterSpreads'),
    extractInvisibleLayers: flagSetting(settings, 'idmlExtractInvisibleLayers'),
    extractHiddenConditionalText: flagSetting(settings, 'idmlExtractHiddenConditionalText'),
    extractLockedLayer: flagSetting(settings, 'idmlExtractLockedLayer'),
    removeXmlElements: flagSetting(settings, 'idmlRemoveXmlElements'),
  };
}
