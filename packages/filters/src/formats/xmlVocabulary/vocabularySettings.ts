import { tagTokenPattern } from '@tessera/contracts';
import { listSetting, type TextSettingName } from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';
import { nameRule, type XmlSettings } from '../xml/xmlSettings.js';

/** A vocabulary's element lists: the four its settings name, and what no setting changes. */
export interface VocabularyElements {
  /** Elements whose text is translated, with everything inside them. */
  translatable: readonly string[];
  /** Elements never translated, with everything inside them (comments, code). */
  skip: readonly string[];
  /** Inline elements: a tag pair inside the sentence around them. */
  inline: readonly string[];
  /** Inline elements kept whole as one tag; their own text, unless skipped, makes units of its own. */
  inlineSingle: readonly string[];
  /** Elements whose whitespace is content (the DTD says xml:space="preserve", which is never loaded). */
  preserveWhitespace: readonly string[];
  /** Attributes whose values are text for readers. */
  attributes: readonly string[];
}

/** The setting names of a vocabulary's four lists. */
export interface VocabularySettingNames {
  translatable: TextSettingName;
  skip: TextSettingName;
  inline: TextSettingName;
  inlineSingle: TextSettingName;
}

/**
 * The XML filter's plain rules for a vocabulary: each blank list setting takes the standard's
 * elements. Skipping wins over translating, inside the skipped element too, and a skipped inline
 * element becomes one tag so that its text stays out of the unit.
 */
export function vocabularySettings(
  settings: FilterSettings,
  names: VocabularySettingNames,
  defaults: VocabularyElements,
): XmlSettings {
  const list = (name: TextSettingName, fallback: readonly string[]): string[] =>
    listSetting(settings, name, fallback.join(','));
  const skip = list(names.skip, defaults.skip);
  const inline = list(names.inline, defaults.inline);
  const skippedInline = inline.filter((name) => skip.includes(name));
  return {
    rules: {
      format: 'PLAIN',
      plain: {
        tags: nameRule(list(names.translatable, defaults.translatable)),
        skipTags: nameRule(skip),
        attributes: nameRule([...defaults.attributes]),
        lockedTags: nameRule([]),
        lockedAttributes: nameRule([]),
        inlineTags: nameRule(inline),
        inlineSingleTags: nameRule([
          ...list(names.inlineSingle, defaults.inlineSingle),
          ...skippedInline,
        ]),
        smartInline: false,
        htmlElements: undefined,
        smartHtml: false,
        preserveTags: nameRule([...defaults.preserveWhitespace]),
        unitsInsideSingleTags: true,
      },
    },
    protectedText: new RegExp(tagTokenPattern.source, 'gu'),
    preserveOnExport: new Set(),
    segment: true,
    escapeUnresolvedEntities: false,
    ignoreProcessingInstructions: false,
  };
}
