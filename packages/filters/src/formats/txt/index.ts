import {
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
  type TextPiece,
} from '../../skeleton/index.js';
import { compileUserRegexp, protectTags, renderTaggedText } from '../../tags/index.js';
import type { FileFilter, TextUnit } from '../../types.js';

interface TxtSkeleton {
  stored: StoredEncoding;
  parts: StoredTextPiece[];
}

/** Where the translatable pieces are: every non-blank line, or every match of txtTranslatableTextRegexp. */
function translatableSpans(
  text: string,
  pattern: RegExp | undefined,
): { start: number; end: number }[] {
  const matches = pattern ? text.matchAll(pattern) : text.matchAll(/[^\r\n]+/g);
  const spans: { start: number; end: number }[] = [];
  for (const match of matches) {
    const leading = match[0].length - match[0].trimStart().length;
    const trimmed = match[0].trim();
    if (trimmed === '') continue;
    spans.push({ start: match.index + leading, end: match.index + leading + trimmed.length });
  }
  return spans;
}

export const txtFilter: FileFilter = {
  format: 'txt',
  title: 'TXT',
  extensions: ['txt'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const translatable = compileUserRegexp(
      settings.txtTranslatableTextRegexp,
      'txtTranslatableTextRegexp',
      'm',
    );
    const tagRegexp = compileUserRegexp(settings.txtTagRegexp, 'txtTagRegexp');
    const units: TextUnit[] = [];
    const parts: TextPiece[] = [];
    let cursor = 0;
    for (const { start, end } of translatableSpans(text, translatable)) {
      const original = text.slice(start, end);
      const { text: source, tags } = protectTags(original, tagRegexp);
      const id = String(units.length + 1);
      units.push({ id, source, segment: true });
      parts.push(text.slice(cursor, start), {
        id,
        source,
        original: [original],
        tags,
        context: undefined,
      });
      cursor = end;
    }
    parts.push(text.slice(cursor));
    return { units, skeleton: writeSkeleton<TxtSkeleton>('txt', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<TxtSkeleton>(skeleton, 'txt');
    const text = writeTextPieces(parts, targets, (slot, target) =>
      renderTaggedText(target, slot.tags, (plain) => plain),
    );
    return writeTextFile(text, exportEncodingOf(stored, settings));
  },
};
