import { tagTokenPattern } from '@tessera/contracts';
import { flagSetting } from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';

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
    convertToTags: flagSetting(settings, 'markdownConvertToTags'),
    translateImageAltText: flagSetting(settings, 'markdownTranslateImageAltText'),
    translateHeaderMetadata: flagSetting(settings, 'markdownTranslateHeaderMetadata'),
    translateCodeBlocks: flagSetting(settings, 'markdownTranslateCodeBlocks'),
    translateInlineCodeBlocks: flagSetting(settings, 'markdownTranslateInlineCodeBlocks'),
    translateUrls: flagSetting(settings, 'markdownTranslateUrls'),
    // Markdown has no tag regexp setting of its own; only text that looks like a tag is protected.
    protectedText: new RegExp(tagTokenPattern.source, 'gu'),
  };
}
