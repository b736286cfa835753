import {
  flagSetting,
  listSetting,
  protectedTextPattern,
  stringSetting,
} from '../../formatSettings/index.js';
import { FilterError, type FilterSettings } from '../../types.js';

export interface HtmlSettings {
  protectedText: RegExp;
  translatableMeta: RegExp;
  entitiesAsTags: Set<string>;
  excluded: Set<string>;
  breakCreatesSegment: boolean;
  unknownCreatesTag: boolean;
  preserveWhitespace: boolean;
}

const defaultMeta =
  'description|keywords|og:title|og:description|og:site_name|twitter:title|twitter:description';

export function htmlSettings(settings: FilterSettings): HtmlSettings {
  const meta = stringSetting(settings, 'htmlTranslatableMetaTagRegexp') ?? defaultMeta;
  let translatableMeta: RegExp;
  try {
    translatableMeta = new RegExp(`^(?:${meta})$`, 'iu');
  } catch (error) {
    throw new FilterError(
      `The setting htmlTranslatableMetaTagRegexp is not a valid regular expression: ${(error as Error).message}`,
    );
  }
  return {
    protectedText: protectedTextPattern(settings, 'htmlTagRegexp'),
    translatableMeta,
    // Entries may be written as "nbsp", "&nbsp;" or "&#160;".
    entitiesAsTags: new Set(
      listSetting(settings, 'htmlCharacterEntitiesToConvertToTags').map((item) =>
        item.replace(/^&|;$/g, '').toLowerCase(),
      ),
    ),
    excluded: new Set(
      listSetting(settings, 'htmlExcludeElements').map((item) => item.toLowerCase()),
    ),
    breakCreatesSegment: flagSetting(settings, 'htmlBreakTagCreatesSegment'),
    unknownCreatesTag: flagSetting(settings, 'htmlUnknownTagCreatesTag'),
    preserveWhitespace: flagSetting(settings, 'htmlPreserveWhitespace'),
  };
}
