import { readFileSync } from 'node:fs';
import { tagTokens } from '@tessera/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { FileFilter, FilterSettings, TextUnit } from '../src/types.js';
import { readZip } from '../src/zip/index.js';

export const fixture = (format: string, name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${format}/${name}`, import.meta.url)));

/** Bytes as a string, one character per byte: compared fast, and shown readably when they differ. */
export const asBinary = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/** Applies change to the text between tags, leaving every tag where it is. */
export function changeText(text: string, change: (plain: string) => string): string {
  let changed = '';
  let at = 0;
  for (const { start, end } of tagTokens(text)) {
    changed += change(text.slice(at, start)) + text.slice(start, end);
    at = end;
  }
  return changed + change(text.slice(at));
}

/** A piece of text a file may hold: markup characters, quotes, line breaks, right-to-left and CJK script. */
export const samplePiece = fc.oneof(
  fc.constantFrom(
    'Hello',
    ' world ',
    'مرحبا',
    'שלום',
    '東京',
    ' & ',
    '<',
    '>',
    '"',
    "'",
    '\n',
    '{1}',
  ),
  fc.string({ maxLength: 6 }),
);

/** Text a file may hold: a few sample pieces. */
export const sampleText = fc
  .array(samplePiece, { minLength: 1, maxLength: 5 })
  .map((pieces) => pieces.join(''));

/** A translation that changes every character class the writers must escape. */
export const translateText = (plain: string): string =>
  plain === '' ? '' : `«${plain.toUpperCase()}» <&> "q" 'a'\nتم 完了`;

/** merge(parse(f)) gives f back, with no targets and with each unit's own text as its target. */
export async function expectSameBytes(
  filter: FileFilter,
  bytes: Uint8Array,
  settings: FilterSettings = {},
  bilingual = false,
): Promise<TextUnit[]> {
  const { units, skeleton } = await filter.parse(bytes, settings);
  expect(asBinary(await filter.merge(skeleton, new Map(), settings, undefined, bytes))).toBe(
    asBinary(bytes),
  );
  const same = new Map(
    units.map((unit) => [unit.id, bilingual ? (unit.target ?? '') : unit.source]),
  );
  expect(asBinary(await filter.merge(skeleton, same, settings, undefined, bytes))).toBe(
    asBinary(bytes),
  );
  return units;
}

/** Merges translate(unit) into every unit and reads the result back with the same filter. */
export async function expectTranslatedRoundTrip(
  filter: FileFilter,
  bytes: Uint8Array,
  translate: (unit: TextUnit) => string,
  settings: FilterSettings = {},
  bilingual = false,
): Promise<{ merged: Uint8Array; units: TextUnit[] }> {
  const { units, skeleton } = await filter.parse(bytes, settings);
  const targets = new Map(units.map((unit) => [unit.id, translate(unit)]));
  const merged = await filter.merge(skeleton, targets, settings, undefined, bytes);
  const reread = await filter.parse(merged, settings);
  expect(reread.units.map((unit) => (bilingual ? unit.target : unit.source))).toEqual(
    units.map((unit) => targets.get(unit.id)),
  );
  return { merged, units: reread.units };
}

/** Changes the text between the tags of every source and expects the targets back as the new sources. */
export async function expectTranslationsReadBack(
  filter: FileFilter,
  file: Uint8Array,
  change: (text: string) => string,
  settings: FilterSettings = {},
): Promise<Uint8Array> {
  const translate = (unit: TextUnit) => changeText(unit.source, change);
  return (await expectTranslatedRoundTrip(filter, file, translate, settings)).merged;
}

/** Every entry of the merged package equals the original one, byte for byte. */
export async function expectSamePackage(
  filter: FileFilter,
  file: Uint8Array,
  settings: FilterSettings = {},
): Promise<void> {
  const parsed = await filter.parse(file, settings);
  const merged = await filter.merge(parsed.skeleton, new Map(), settings, undefined, file);
  const same = await filter.merge(
    parsed.skeleton,
    new Map(parsed.units.map((unit) => [unit.id, unit.source])),
    settings,
    undefined,
    file,
  );
  for (const output of [merged, same]) {
    const before = readZip(file);
    const after = readZip(output);
    expect(after.map((entry) => entry.name)).toEqual(before.map((entry) => entry.name));
    after.forEach((entry, index) =>
      expect(Buffer.from(entry.data).equals(Buffer.from(before[index]?.data ?? []))).toBe(true),
    );
  }
}
