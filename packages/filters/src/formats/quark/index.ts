import { exportEncodingOf, writeTextFile, type StoredEncoding } from '../../encoding/index.js';
import { flagSetting } from '../../formatSettings/index.js';
import {
  readSkeleton,
  writeSkeleton,
  writeTextPieces,
  type StoredTextPiece,
  type TextPiece,
} from '../../skeleton/index.js';
import { renderTaggedText } from '../../tags/index.js';
import type { FileFilter, TextUnit } from '../../types.js';
import { characterCodes, withoutKerningTracking, writeCodes } from './xtgCodes.js';
import { headerPattern, readXtgText } from './xtgEncoding.js';
import { escapeXtgText } from './xtgEscape.js';
import { paragraphText } from './xtgParagraph.js';
import { xtgTokens, type XtgToken } from './xtgTokens.js';

interface QuarkSkeleton {
  stored: StoredEncoding;
  parts: StoredTextPiece[];
}

const styleSheetDefinition = /^@[^:=<>]*=/;
const paragraphStyle = /^@[^:=<>]*:/;

/** A character tag without its kerning and tracking codes; undefined when nothing else is left. */
function dropKerningTracking(token: XtgToken): XtgToken | undefined {
  const codes = token.kind === 'tag' ? characterCodes(token.content) : undefined;
  if (!codes) return token;
  const kept = withoutKerningTracking(codes);
  if (kept.length === codes.length) return token;
  if (kept.length === 0) return undefined;
  const content = writeCodes(kept);
  return { kind: 'tag', raw: `<${content}>`, content };
}

export const quarkFilter: FileFilter = {
  format: 'quark',
  title: 'QuarkXPress Tags',
  extensions: ['xtg', 'tag'],
  parse(bytes, settings) {
    const { text, stored } = readXtgText(bytes, settings);
    const removeKerningTracking = flagSetting(settings, 'quarkTagRemoveKerningTrackingTags');
    const units: TextUnit[] = [];
    const parts: TextPiece[] = [];
    const header = headerPattern.exec(text)?.[0] ?? '';
    let pending = header;
    let lineNumber = 0;
    // Each line is a paragraph; the header's line may hold the first one.
    for (const [, line = '', lineBreak] of text
      .slice(header.length)
      .matchAll(/([^\r\n]*)(\r\n|\r|\n|$)/g)) {
      lineNumber++;
      if (styleSheetDefinition.test(line)) {
        xtgTokens(line, lineNumber);
        pending += line + (lineBreak ?? '');
        continue;
      }
      const style = paragraphStyle.exec(line)?.[0] ?? '';
      pending += style;
      const body = xtgTokens(line.slice(style.length), lineNumber);
      const kept = removeKerningTracking
        ? body.flatMap((token) => dropKerningTracking(token) ?? [])
        : body;
      // Paragraph formats written first (<*L>, <*p(…)>) stay with the paragraph, out of its text.
      const first = kept.findIndex(
        (token) => token.kind !== 'tag' || !token.content.startsWith('*'),
      );
      const leading = first < 0 ? kept : kept.slice(0, first);
      const content = first < 0 ? [] : kept.slice(first);
      pending += leading.map((token) => token.raw).join('');
      const { text: source, plain, tags } = paragraphText(content);
      const original = content.map((token) => token.raw).join('');
      if (plain.trim() === '') pending += original;
      else {
        const id = String(units.length + 1);
        units.push({ id, source, segment: true });
        parts.push(pending, { id, source, original: [original], tags, context: undefined });
        pending = '';
      }
      pending += lineBreak ?? '';
    }
    parts.push(pending);
    return { units, skeleton: writeSkeleton<QuarkSkeleton>('quark', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<QuarkSkeleton>(skeleton, 'quark');
    const written = exportEncodingOf(stored, settings);
    const text = writeTextPieces(parts, targets, (slot, target) =>
      renderTaggedText(target, slot.tags, (plain) => escapeXtgText(plain, written.encoding)),
    );
    return writeTextFile(text, written);
  },
};
