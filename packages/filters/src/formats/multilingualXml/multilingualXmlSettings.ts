import {
  flagSetting,
  protectedTextPattern,
  stringSetting,
  type TextSettingName,
} from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';

/** The multilingual XML import settings, with the defaults an empty job gets. */
export interface MultilingualXmlSettings {
  /** Empty: the default entries, elements without a language whose child elements carry one. */
  entries: string;
  source: string;
  target: string;
  nonTranslatableInline: string;
  contextNote: string;
  contextKey: string;
  maxLength: string;
  protectedText: RegExp;
  segment: boolean;
  html: boolean;
  preserveWhitespace: boolean;
}

export const defaultSource = '*[@xml:lang=$sourceLanguage or @lang=$sourceLanguage]';
export const defaultTarget = '*[@xml:lang=$targetLanguage or @lang=$targetLanguage]';

export function multilingualXmlSettings(settings: FilterSettings): MultilingualXmlSettings {
  const expression = (name: TextSettingName, fallback = ''): string =>
    (stringSetting(settings, name) ?? fallback).trim();
  return {
    entries: expression('multilingualXmlTranslatableElementsXPath'),
    source: expression('multilingualXmlSourceElementsXPath', defaultSource),
    target: expression('multilingualXmlTargetElementsXPath', defaultTarget),
    nonTranslatableInline: expression('multilingualXmlNonTranslatableInlineElementsXPath'),
    contextNote: expression('multilingualXmlContextNoteXPath'),
    contextKey: expression('multilingualXmlContextKeyXPath'),
    maxLength: expression('multilingualXmlMaxLengthXPath'),
    protectedText: protectedTextPattern(settings, 'multilingualXmlTagRegexp'),
    segment: flagSetting(settings, 'multilingualXmlSegment'),
    html: flagSetting(settings, 'multilingualXmlUseHtmlSubfilter'),
    preserveWhitespace: flagSetting(settings, 'multilingualXmlPreserveWhitespace'),
  };
}
