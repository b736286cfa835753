import { readdirSync } from 'node:fs';
import { tagTokens } from '@tessera/contracts';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { FilterError, type FileFilter } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const refused = /^(broken|billion-laughs|external-entity)\./;
const rtlOrCjk = /[\u0590-\u08ff\u3040-\u30ff\u4e00-\u9fff]/;
const foreignSample = 'עברית العربية 中文 日本語';

/** Pseudo-translation: each text between tags reversed and wrapped in [[ ]], the tags in place. */
const pseudo = (text: string): string =>
  changeText(text, (plain) => (plain === '' ? '' : `[[${[...plain].reverse().join('')}]]`));

export const sources = async (filter: FileFilter, file: Uint8Array, settings = {}) =>
  (await filter.parse(file, settings)).units.map((unit) => unit.source);

export const encode = (value: string): Uint8Array => new TextEncoder().encode(value);
export const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** The checks the corpus test makes, for every fixture of one folder. */
export function corpusChecks(filter: FileFilter, folder: string): void {
  const names = readdirSync(new URL(`./fixtures/${folder}/`, import.meta.url)).sort();

  it.each(names.filter((name) => refused.test(name)))('refuses %s', async (name) => {
    await expect(async () => filter.parse(fixture(folder, name), {})).rejects.toBeInstanceOf(
      FilterError,
    );
  });

  it.each(names.filter((name) => !refused.test(name)))(
    'gives back %s byte for byte, and its pseudo-translation',
    async (name) => {
      const bytes = fixture(folder, name);
      const units = await expectSameBytes(filter, bytes);
      expect(units.length).toBeGreaterThan(0);
      await expectTranslatedRoundTrip(filter, bytes, (unit) => pseudo(unit.source));
      if (!rtlOrCjk.test(decode(bytes))) return;
      const scripts = units.filter((unit) => rtlOrCjk.test(unit.source));
      expect(scripts.length).toBeGreaterThan(0);
      const targets = new Map(
        scripts.map((unit) => [unit.id, changeText(unit.source, (plain) => plain + foreignSample)]),
      );
      const { skeleton } = await filter.parse(bytes, {});
      const merged = await filter.merge(skeleton, targets, {});
      expect(Buffer.from(merged).includes(Buffer.from(foreignSample))).toBe(true);
      const reread = await filter.parse(merged, {});
      for (const unit of reread.units.filter((each) => targets.has(each.id)))
        expect(unit.source).toBe(targets.get(unit.id));
    },
  );
}

/** Texts a preserving element holds as they are: no surrounding white space, no braces, no CR. */
const heldText = sampleText.filter(
  (value) => /^\S(?:[\s\S]*\S)?$/.test(value) && !/[{}\r]/.test(value),
);
const escape = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Any text written into the blocks of a generated document parses back as itself, with each
 * block's inline element as a tag pair, and translations merge and read back.
 */
export function roundTripProperty(
  filter: FileFilter,
  document: (blocks: string[]) => string,
  block: (text: string, inline: string) => string,
): void {
  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips any text in generated documents', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(heldText, heldText), { minLength: 1, maxLength: 4 }),
        async (entries) => {
          const file = encode(
            document(entries.map(([text, inline]) => block(escape(text), escape(inline)))),
          );
          const units = await expectSameBytes(filter, file);
          expect(units.map((unit) => unit.source)).toEqual(
            entries.map(([text, inline]) => `${text} {1}${inline}{/1}`),
          );
          const { units: reread } = await expectTranslatedRoundTrip(filter, file, (unit) =>
            changeText(unit.source, translateText),
          );
          for (const unit of reread) expect([...tagTokens(unit.source)]).toHaveLength(2);
        },
      ),
      { numRuns: 60 },
    );
  });
}
