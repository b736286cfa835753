import { tagTokens } from '@tessera/contracts';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { FileFilter } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  sampleText,
  translateText,
} from './roundTrip.js';

export const sources = async (filter: FileFilter, file: Uint8Array, settings = {}) =>
  (await filter.parse(file, settings)).units.map((unit) => unit.source);

export const encode = (value: string): Uint8Array => new TextEncoder().encode(value);
export const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

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
