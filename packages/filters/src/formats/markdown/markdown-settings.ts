import type { FilterSettings } from '../../types.js';
import { booleanSetting } from '../../xml/filter-settings.js';
import { tagPattern } from '../../xml/tagged-text.js';

/** The Markdown import settings of spec 001 section 3, with their defaults. */
export interface MarkdownSettings {
  convertToTags: boolean;
  translateImageAltText: boolean;
  translateHeaderMetadata: boolean;
  translateCodeBlocks: boolean;
  translateInlineCodeBlocks: boolean;
  translateUrls: boolean;
  protectedText: RegExp;
}

export function markdownSettings(settings: FilterSettings): MarkdownSettings {
  return {
    convertToTags: booleanSetting(settings, 'markdownConvertToTags', true),
    translateImageAltText: booleanSetting(settings, 'markdownTranslateImageAltText', true),
    translateHeaderMetadata: booleanSetting(settings, 'markdownTranslateHeaderMetadata', false),
    translateCodeBlocks: booleanSetting(settings, 'markdownTranslateCodeBlocks', false),
    translateInlineCodeBlocks: booleanSetting(settings, 'markdownTranslateInlineCodeBlocks', false),
    translateUrls: booleanSetting(settings, 'markdownTranslateUrls', false),
    // Markdown has no tag regexp setting of its own; only text that looks like a tag is protected.
    protectedText: new RegExp(tagPattern.source, 'gu'),
  };
}
