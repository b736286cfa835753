import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { txtFilter } from '../src/formats/txt/index.js';
import type { ParseResult } from '../src/types.js';
import { expectSameBytes, expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) => txtFilter.parse(bytes, settings) as ParseResult;

describe('TXT filter', () => {
  it('reads every non-blank line without its surrounding spaces', () => {
    expect(parse(fixture('txt', 'notes.txt')).units.map((unit) => unit.source)).toEqual([
      'Release notes',
      'Version 2.4 adds {count} new features.',
      'مرحبا بالعالم. هذا نص عربي.',
      '東京タワーへようこそ。',
      'TITLE="Settings page"',
    ]);
    expect(parse(fixture('txt', 'empty.txt')).units).toEqual([]);
  });

  it('imports only txtTranslatableTextRegexp matches and protects txtTagRegexp matches', () => {
    const { units } = parse(fixture('txt', 'notes.txt'), {
      txtTranslatableTextRegexp: '(?<=")[^"]+(?=")|^\\s*Version.*$',
      txtTagRegexp: '\\{\\w+\\}',
    });
    expect(units.map((unit) => unit.source)).toEqual([
      'Version 2.4 adds {1/} new features.',
      'Settings page',
    ]);
    expect(() => parse(fixture('txt', 'notes.txt'), { txtTagRegexp: '[' })).toThrow(/txtTagRegexp/);
  });

  it('keeps the byte order mark and line ends', async () => {
    const bytes = fixture('txt', 'notes.txt');
    await expectSameBytes(txtFilter, bytes);
    const { merged } = await expectTranslatedRoundTrip(
      txtFilter,
      bytes,
      (unit) => `«${unit.source.toUpperCase()}» ترجمة`,
    );
    expect([...merged.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('round-trips generated texts', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), async (text) => {
        const bytes = new TextEncoder().encode(text);
        await expectSameBytes(txtFilter, bytes);
        await expectTranslatedRoundTrip(txtFilter, bytes, (unit) => `«${unit.source}» שלום 東京`);
      }),
      { numRuns: 60 },
    );
  });
});
