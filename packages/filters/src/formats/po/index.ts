import {
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import { flagSetting } from '../../formatSettings/index.js';
import {
  readSkeleton,
  writeSkeleton,
  writeTextPieces,
  type StoredTextPiece,
  type TextPiece,
} from '../../skeleton/index.js';
import {
  alignTargetTags,
  compileUserRegexp,
  firstFreeTagNumber,
  renderTaggedText,
  TaggedTextBuilder,
} from '../../tags/index.js';
import type { FileFilter, TextUnit } from '../../types.js';
import { parsePo } from './parsePo.js';
import { withPoLanguage } from './poLanguage.js';
import { escapePo, writePoStrings } from './poStrings.js';

interface PoSkeleton {
  stored: StoredEncoding;
  lineEnding: string;
  parts: StoredTextPiece[];
}

/** The charset the header names, read from the first bytes. */
const headerCharset = (bytes: Uint8Array): string | undefined =>
  /charset=([A-Za-z0-9._:-]+)/.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 2000)))?.[1];

export const poFilter: FileFilter = {
  format: 'po',
  title: 'PO gettext',
  extensions: ['po', 'pot'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings, headerCharset(bytes));
    const tagRegexp = compileUserRegexp(settings.poTagRegexp, 'poTagRegexp');
    const units: TextUnit[] = [];
    const parts: TextPiece[] = [];
    let cursor = 0;
    for (const entry of parsePo(text)) {
      if (entry.id === '' && entry.context === undefined) continue;
      const fuzzy = entry.flags.includes('fuzzy');
      for (const translation of entry.translations) {
        const sourcePlain = translation.pluralIndex ? (entry.idPlural ?? entry.id) : entry.id;
        const firstNumber = firstFreeTagNumber(sourcePlain, translation.value);
        const source = new TaggedTextBuilder(firstNumber);
        source.addText(sourcePlain, tagRegexp, escapePo);
        const target = new TaggedTextBuilder(firstNumber);
        target.addText(translation.value, tagRegexp, escapePo);
        const aligned = alignTargetTags(source, target);
        const id = String(units.length + 1);
        const key =
          (entry.context ?? entry.id) +
          (translation.pluralIndex === undefined ? '' : `[${translation.pluralIndex}]`);
        units.push({
          id,
          source: source.text,
          ...(aligned.text !== '' && { target: aligned.text }),
          key,
          ...(entry.comments.length > 0 && { note: entry.comments.join('\n') }),
          segment: aligned.text === '',
          confirmed: aligned.text !== '' && !fuzzy,
        });
        parts.push(text.slice(cursor, translation.start), {
          id,
          source: aligned.text,
          original: [text.slice(translation.start, translation.end)],
          tags: aligned.tags,
          context: undefined,
        });
        cursor = translation.end;
      }
    }
    parts.push(text.slice(cursor));
    const lineEnding = text.includes('\r\n') ? '\r\n' : '\n';
    return { units, skeleton: writeSkeleton<PoSkeleton>('po', { stored, lineEnding, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, lineEnding, parts } = readSkeleton<PoSkeleton>(skeleton, 'po');
    const multiLine = flagSetting(settings, 'poExportMultilineStrings');
    const text = writeTextPieces(parts, targets, (slot, target) =>
      writePoStrings(
        target.split(/(?<=\n)/).map((line) => renderTaggedText(line, slot.tags, escapePo)),
        multiLine,
        lineEnding,
      ),
    );
    return writeTextFile(
      withPoLanguage(text, settings.targetLocale),
      exportEncodingOf(stored, settings),
    );
  },
};
