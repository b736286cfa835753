import {
  autoDetect,
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import {
  readSkeleton,
  writeSkeleton,
  writeTextPieces,
  type StoredTextPiece,
} from '../../skeleton/index.js';
import { flagSetting } from '../../formatSettings/index.js';
import { subfilterMode } from '../../htmlSubfilter/index.js';
import { valueUnits } from '../../keyValue/units.js';
import { compileUserRegexp, renderTaggedText } from '../../tags/index.js';
import type { FileFilter, FilterSettings } from '../../types.js';
import { escapeStrings, readStrings, unescapeStrings } from './readStrings.js';

interface StringsSkeleton {
  stored: StoredEncoding;
  parts: StoredTextPiece[];
}

/** Xcode writes .strings in UTF-16, sometimes without a byte order mark: ASCII then shows as zero bytes. */
function withUtf16Guess(bytes: Uint8Array, settings: FilterSettings): FilterSettings {
  const auto = settings.importEncoding === undefined || settings.importEncoding === autoDetect;
  if (!auto || bytes.length < 2 || bytes.length % 2 === 1) return settings;
  if (bytes[0] !== 0 && bytes[1] === 0) return { ...settings, importEncoding: 'UTF-16LE' };
  if (bytes[0] === 0 && bytes[1] !== 0) return { ...settings, importEncoding: 'UTF-16BE' };
  return settings;
}

/** iOS and macOS .strings: "key" = "value"; with the comment above an entry as its note. */
export const iosStringsFilter: FileFilter = {
  format: 'iosStrings',
  title: 'iOS/macOS strings',
  extensions: ['strings'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, withUtf16Guess(bytes, settings));
    const tagRegexp = compileUserRegexp(settings.macStringsTagRegexp, 'macStringsTagRegexp');
    const entries = readStrings(text).map((entry) => {
      const note = entry.comments.filter((comment) => comment !== '').join('\n');
      return {
        value: unescapeStrings(text.slice(entry.valueStart, entry.valueEnd)),
        start: entry.valueStart,
        end: entry.valueEnd,
        key: entry.key,
        ...(note !== '' && { note }),
      };
    });
    // Tags hold plain text here: the whole target is escaped at once when written.
    const { units, parts } = valueUnits(text, entries, {
      tagRegexp,
      html: subfilterMode(flagSetting(settings, 'macStringsUseHtmlSubfilter')),
    });
    return { units, skeleton: writeSkeleton<StringsSkeleton>('iosStrings', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<StringsSkeleton>(skeleton, 'iosStrings');
    const text = writeTextPieces(parts, targets, (slot, target) =>
      escapeStrings(renderTaggedText(target, slot.tags, (plain) => plain)),
    );
    return writeTextFile(text, exportEncodingOf(stored, settings));
  },
};
