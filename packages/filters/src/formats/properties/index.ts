import {
  exportEncodingOf,
  isUnicodeEncoding,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import { booleanSetting } from '../../formatSettings/index.js';
import {
  mergeParts,
  readSkeleton,
  writeSkeleton,
  type SkeletonPart,
} from '../../skeleton/index.js';
import { compileUserRegexp, protectTags, renderTaggedText } from '../../tags/index.js';
import type { FileFilter, TextUnit } from '../../types.js';
import { escapeProperty, unescapeProperty } from './propertiesEscapes.js';
import { readProperties } from './readProperties.js';

interface PropertiesSkeleton {
  stored: StoredEncoding;
  parts: SkeletonPart[];
}

export const propertiesFilter: FileFilter = {
  format: 'properties',
  title: 'Java properties',
  extensions: ['properties'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const escapeAll = booleanSetting(settings, 'propertiesEscapeAllBackslashes', false);
    const tagRegexp = compileUserRegexp(settings.propertiesTagRegexp, 'propertiesTagRegexp');
    const units: TextUnit[] = [];
    const parts: SkeletonPart[] = [];
    let cursor = 0;
    for (const entry of readProperties(text)) {
      const value = unescapeProperty(text.slice(entry.valueStart, entry.valueEnd), escapeAll);
      if (value.trim() === '') continue;
      // Tags hold plain text here: the whole value is escaped at once when written.
      const { text: source, tags } = protectTags(value, tagRegexp);
      const id = String(units.length + 1);
      units.push({
        id,
        source,
        key: unescapeProperty(entry.rawKey, true),
        segment: true,
        ...(entry.comments.length > 0 && { note: entry.comments.join('\n') }),
      });
      parts.push(text.slice(cursor, entry.valueStart), {
        id,
        original: text.slice(entry.valueStart, entry.valueEnd),
        text: source,
        tags,
      });
      cursor = entry.valueEnd;
    }
    parts.push(text.slice(cursor));
    return { units, skeleton: writeSkeleton<PropertiesSkeleton>('properties', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<PropertiesSkeleton>(skeleton, 'properties');
    const written = exportEncodingOf(stored, settings);
    const escapeAll = booleanSetting(settings, 'propertiesEscapeAllBackslashes', false);
    const asciiOnly = !isUnicodeEncoding(written.encoding);
    const text = mergeParts(parts, targets, (slot, target) =>
      escapeProperty(
        renderTaggedText(target, slot.tags, (plain) => plain),
        escapeAll,
        asciiOnly,
      ),
    );
    return writeTextFile(text, written);
  },
};
