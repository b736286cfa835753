import {
  exportEncodingOf,
  isUnicodeEncoding,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import { flagSetting } from '../../formatSettings/index.js';
import { subfilterMode } from '../../htmlSubfilter/index.js';
import { valueUnits } from '../../keyValue/units.js';
import {
  readSkeleton,
  writeSkeleton,
  writeTextPieces,
  type StoredTextPiece,
} from '../../skeleton/index.js';
import { compileUserRegexp, renderTaggedText } from '../../tags/index.js';
import type { FileFilter } from '../../types.js';
import { escapeProperty, unescapeProperty } from './propertiesEscapes.js';
import { readProperties } from './readProperties.js';

interface PropertiesSkeleton {
  stored: StoredEncoding;
  parts: StoredTextPiece[];
}

export const propertiesFilter: FileFilter = {
  format: 'properties',
  title: 'Java properties',
  extensions: ['properties'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const escapeAll = flagSetting(settings, 'propertiesEscapeAllBackslashes');
    const tagRegexp = compileUserRegexp(settings.propertiesTagRegexp, 'propertiesTagRegexp');
    const entries = readProperties(text).map((entry) => ({
      value: unescapeProperty(text.slice(entry.valueStart, entry.valueEnd), escapeAll),
      start: entry.valueStart,
      end: entry.valueEnd,
      key: unescapeProperty(entry.rawKey, true),
      ...(entry.comments.length > 0 && { note: entry.comments.join('\n') }),
    }));
    // Tags hold plain text here: the whole value is escaped at once when written.
    const { units, parts } = valueUnits(text, entries, {
      tagRegexp,
      html: subfilterMode(flagSetting(settings, 'propertiesSmartHtmlSubfilter'), true),
    });
    return { units, skeleton: writeSkeleton<PropertiesSkeleton>('properties', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<PropertiesSkeleton>(skeleton, 'properties');
    const written = exportEncodingOf(stored, settings);
    const escapeAll = flagSetting(settings, 'propertiesEscapeAllBackslashes');
    const asciiOnly = !isUnicodeEncoding(written.encoding);
    const text = writeTextPieces(parts, targets, (slot, target) =>
      escapeProperty(
        renderTaggedText(target, slot.tags, (plain) => plain),
        escapeAll,
        asciiOnly,
      ),
    );
    return writeTextFile(text, written);
  },
};
