import { flagSetting, protectedTextPattern } from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';

/** The Microsoft PowerPoint import settings of spec 001 section 3, with their defaults. */
export interface PptxSettings {
  extractNotes: boolean;
  extractMasterSlides: boolean;
  extractHidden: boolean;
  /** Charts, SmartArt and the alternative text of shapes and pictures. */
  extractOther: boolean;
  protectedText: RegExp;
}

export function pptxSettings(settings: FilterSettings): PptxSettings {
  return {
    extractNotes: flagSetting(settings, 'msPowerPointExtractNotes'),
    extractMasterSlides: flagSetting(settings, 'msPowerPointExtractMasterSlides'),
    extractHidden: flagSetting(settings, 'msPowerPointExtractHidden'),
    extractOther: flagSetting(settings, 'msPowerPointExtractOther'),
    protectedText: protectedTextPattern(settings, 'msPowerPointTagRegexp'),
  };
}
