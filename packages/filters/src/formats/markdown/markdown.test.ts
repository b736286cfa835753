import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectSameBytes, expectTranslationsReadBack } from '../../../test/roundTrip.js';
import { FilterError, type FilterSettings } from '../../types.js';
import { markdownFilter } from './markdownFilter.js';

const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../../../test/fixtures/markdown/${name}`, import.meta.url)));
const encode = (value: string): Uint8Array => new TextEncoder().encode(value);
const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const sources = async (file: Uint8Array, settings: FilterSettings = {}): Promise<string[]> =>
  (await markdownFilter.parse(file, settings)).units.map((unit) => unit.source);
/** Changes the words of a text piece and leaves its surrounding spaces alone. */
const words =
  (change: (value: string) => string) =>
  (value: string): string =>
    value.replace(/\S(.*\S)?/su, change);

const everything: FilterSettings = {
  markdownTranslateHeaderMetadata: true,
  markdownTranslateCodeBlocks: true,
  markdownTranslateInlineCodeBlocks: true,
  markdownTranslateUrls: true,
};

describe('markdown filter', () => {
  const guide = fixture('guide.md');

  it('makes units of headings, paragraphs, list items, quotes and table cells, with inline tags', async () => {
    expect(await sources(guide)).toEqual([
      'Getting {1}started{/1} with Tessera',
      'Tessera is an {1}open-source{/1} translation management system. It keeps {2}every translation{/2} in a {3}translation memory{/3}, so nothing is paid for twice.',
      'Tessera dashboard with three projects',
      'Install',
      'Run {1/} in the repository.',
      'Start the server with {1/}. It listens on port 3000.',
      'Nested {1}{2}bold italic{/2}{/1} and {3}under {4}strong{/4}{/3} text.',
      '{1}Note:{/1} the first start creates the database.{2/}It may take a minute.',
      'Setting',
      'Default',
      'Meaning',
      'true',
      'Split units into sentences',
      'Escaped | pipe',
      '—',
      'A cell with a pipe',
      'See the {1}reference{/1} or {2/}.',
      '日本語とالعربية',
      '翻訳メモリを使うと、同じ文を二度翻訳する必要はありません。',
      'مرحبا بكم في {1}تيسيرا{/1}.',
    ]);
  });

  it('gives back the same bytes with any settings', async () => {
    for (const settings of [{}, everything, { markdownConvertToTags: false }]) {
      await expectSameBytes(markdownFilter, guide, settings);
    }
    await expectSameBytes(markdownFilter, encode('\uFEFF# Title\r\n\r\nLine one\r\nline two\r\n'));
    expect(await sources(encode(''))).toEqual([]);
  });

  it('translates front matter, code, inline code and URLs only when asked', async () => {
    const { units } = await markdownFilter.parse(guide, everything);
    const byKey = units.filter((unit) => unit.key).map((unit) => `${unit.key}=${unit.source}`);
    expect(byKey).toEqual([
      'title=Getting started with Tessera',
      'description=Install, import a file & translate it',
      'slug=getting-started',
      'tags.0=setup',
      'tags.1=intro',
    ]);
    const extracted = units.map((unit) => unit.source);
    for (const added of [
      'https://example.com/docs/tm',
      'images/dashboard.png',
      'npm install',
      'npm install\nnpm start # starts everything',
      'indented code stays',
      'xmlSegment',
      'https://example.com/help',
      'https://example.com/reference',
    ]) {
      expect(extracted).toContain(added);
    }
    expect(await sources(guide, { markdownTranslateImageAltText: false })).not.toContain(
      'Tessera dashboard with three projects',
    );
    expect(units.find((unit) => unit.source.startsWith('npm install\n'))?.segment).toBe(false);
  });

  it('keeps inline Markdown as text when tags are off', async () => {
    const extracted = await sources(guide, { markdownConvertToTags: false });
    expect(extracted).toContain('Nested ***bold italic*** and _under **strong**_ text.');
    expect(extracted).toContain('Escaped \\| pipe');
    const parsed = await markdownFilter.parse(encode('Some **bold** `code`.\n'), {
      markdownConvertToTags: false,
    });
    const merged = await markdownFilter.merge(
      parsed.skeleton,
      new Map([['1', 'Etwas **Fettes** `code`.']]),
      { markdownConvertToTags: false },
    );
    expect(text(merged)).toBe('Etwas **Fettes** `code`.\n');
  });

  it('writes translations escaped, keeps quote markers, and reads them back', async () => {
    const merged = await expectTranslationsReadBack(
      markdownFilter,
      guide,
      words((value) => `${value.toUpperCase()} <&amp;> "*_" | 中文 עברית`),
      { ...everything, markdownTranslateUrls: false },
    );
    const written = text(merged);
    expect(written).toContain('עברית\\\n> IT MAY TAKE A MINUTE.');
    expect(written).toContain(
      'title: "GETTING STARTED WITH TESSERA <&amp;> \\"*_\\" | 中文 עברית"',
    );
    expect(written).toContain('| `XMLSEGMENT <&amp;> "*_" \\| 中文 עברית` |');
    expect(written).toContain('| ESCAPED \\| PIPE \\<\\&amp;> "\\*\\_" \\| 中文 עברית |');
    expect(written).toContain('    INDENTED CODE STAYS <&amp;> "*_" | 中文 עברית\n');
    // A URL unit is written as given, so a translated URL must be a URL.
    await expectTranslationsReadBack(
      markdownFilter,
      guide,
      words((value) => `${value}-de`),
      everything,
    );
  });

  it(
    'refuses a skeleton of another format and survives hostile text',
    { timeout: 30_000 },
    async () => {
      await expect(async () => markdownFilter.merge(encode('{}'), new Map(), {})).rejects.toThrow(
        FilterError,
      );
      for (const hostile of ['> '.repeat(500) + 'deep', '*'.repeat(5000), '[a]('.repeat(1000)]) {
        try {
          await expectSameBytes(markdownFilter, encode(hostile), everything);
        } catch (error) {
          expect(error).toBeInstanceOf(FilterError);
        }
      }
    },
  );

  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips generated documents', { timeout: 30_000 }, async () => {
    const word = fc.stringMatching(/^[A-Za-z0-9&<>"'ÄعבדשCJK中文]{1,8}$/);
    const escape = (value: string): string => value.replace(/[\\`*_[\]<&]/g, '\\$&');
    const inline = fc
      .tuple(fc.constantFrom('', '*', '**', '`', 'link'), word)
      .map(([mark, value]) =>
        mark === 'link'
          ? `[${escape(value)}](https://example.com/${encodeURIComponent(value)})`
          : mark === '`'
            ? `\`${value}\``
            : `${mark}${escape(value)}${mark}`,
      );
    const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
    const block = fc
      .tuple(fc.constantFrom('# ', '- ', '> ', '1. ', '', '| '), line)
      .map(([start, content]) =>
        start === '| '
          ? `| ${content.replaceAll('|', '\\|')} | x |\n|---|---|`
          : `${start}${content}`,
      );
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 5 }), async (blocks) => {
        const file = encode(`${blocks.join('\n\n')}\n`);
        for (const settings of [{}, everything]) {
          await expectSameBytes(markdownFilter, file, settings);
          await expectTranslationsReadBack(
            markdownFilter,
            file,
            words((value) => `${value.toUpperCase()}ש`),
            settings,
          );
        }
      }),
      { numRuns: 30 },
    );
  });
});
