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
import { TaggedTextBuilder, firstFreeTagNumber } from '../../tags/index.js';
import type { FileFilter, TextUnit } from '../../types.js';
import { lexPhp } from './phpLexer.js';
import { phpProtectedText } from './phpPlaceholders.js';
import { escapeDouble, escapeSingle, writePhpString, type QuoteStyle } from './phpStrings.js';
import { stringParts, translatableValues, type PhpValue } from './phpValues.js';

interface PhpSkeleton {
  stored: StoredEncoding;
  parts: StoredTextPiece[];
}

/** A literal's text in tag notation: interpolated variables and protected text are tags. */
function taggedValue(value: PhpValue, protectedText: RegExp, style: QuoteStyle) {
  const parts = stringParts(value.token);
  const plain = parts.map((part) => ('text' in part ? part.text : '')).join('');
  const builder = new TaggedTextBuilder(firstFreeTagNumber(plain));
  const escape = style === 'single' ? escapeSingle : escapeDouble;
  for (const part of parts) {
    if ('text' in part) builder.addText(part.text, protectedText, escape);
    else builder.addStandalone(part.variable);
  }
  return { source: builder.text, tags: builder.tags, plain };
}

export const phpFilter: FileFilter = {
  format: 'php',
  title: 'PHP',
  extensions: ['php'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const protectedText = phpProtectedText(settings);
    const units: TextUnit[] = [];
    const parts: TextPiece[] = [];
    let cursor = 0;
    for (const value of translatableValues(lexPhp(text), text)) {
      const style: QuoteStyle = value.token.quote === "'" ? 'single' : 'double';
      const { source, tags, plain } = taggedValue(value, protectedText, style);
      if (plain.trim() === '') continue;
      const id = String(units.length + 1);
      const start = value.token.start + 1;
      const end = value.token.end - 1;
      units.push({
        id,
        source,
        segment: true,
        ...(value.path.length > 0 && { key: value.path.join('.') }),
      });
      parts.push(text.slice(cursor, start), {
        id,
        source,
        original: [text.slice(start, end)],
        tags,
        context: { style },
      });
      cursor = end;
    }
    parts.push(text.slice(cursor));
    return { units, skeleton: writeSkeleton<PhpSkeleton>('php', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<PhpSkeleton>(skeleton, 'php');
    const text = writeTextPieces(parts, targets, (slot, target) =>
      writePhpString(target, slot.tags, slot.context?.style === 'single' ? 'single' : 'double'),
    );
    return writeTextFile(text, exportEncodingOf(stored, settings));
  },
};
