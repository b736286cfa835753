import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectSameBytes, expectTranslationsReadBack } from '../../../test/roundTrip.js';
import { htmlFilter } from './htmlFilter.js';

const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../../../test/fixtures/html/${name}`, import.meta.url)));
const sources = async (file: Uint8Array, settings = {}): Promise<string[]> =>
  (await htmlFilter.parse(file, settings)).units.map((unit) => unit.source);
const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const encode = (value: string): Uint8Array => new TextEncoder().encode(value);
/** Changes the words of a text piece and leaves its surrounding spaces alone. */
const words =
  (change: (value: string) => string) =>
  (value: string): string =>
    value.replace(/\S(.*\S)?/su, change);

describe('html filter', () => {
  const article = fixture('article.html');

  it('makes units of blocks, attributes and meta content, with inline elements as tags', async () => {
    expect(await sources(article)).toEqual([
      'Tessera — release notes',
      "What's new in Tessera 2.0",
      'Tessera 2.0',
      'Release {1}notes{/1}',
      'Read the docs',
      'Diagram',
      'Tessera now reads {1}bold & {2}nested{/2}{/1} text, keeps \u00a0entities© and {3}links{/3}.{4/} A second line with {5/} an image.',
      'First item',
      'Second item {1}npm test{/1}',
      'Language',
      'Sample',
      'Arabic',
      'مرحبا بالعالم',
      'Hebrew',
      'שלום עולם',
      'Japanese',
      'こんにちは世界。日本語の文。',
      'keep   this\n    spacing',
      'Block text',
      'inner block',
      'tail text',
      'Send now',
      'Your name',
      'Default text',
      'Custom element text',
      'Hello {{user}}, you have {1/} messages.',
    ]);
  });

  it('gives back the same bytes for every fixture', async () => {
    for (const name of ['article.html', 'empty.html', 'fragment.html', 'legacy-1252.html']) {
      await expectSameBytes(htmlFilter, fixture(name));
    }
    expect(await sources(fixture('empty.html'))).toEqual([]);
    expect(await sources(fixture('legacy-1252.html'))).toEqual(['Café crème € prix']);
  });

  it('honours the HTML settings', async () => {
    const file = encode(
      '<p>A&nbsp;B<br>C <x-note>note</x-note></p><aside>skip me</aside><p>{{name}} here</p>',
    );
    expect(await sources(file)).toEqual(['A\u00a0B{1/}C {2}note{/2}', 'skip me', '{{name}} here']);
    expect(
      await sources(file, {
        htmlCharacterEntitiesToConvertToTags: '&nbsp;',
        htmlBreakTagCreatesSegment: true,
        htmlUnknownTagCreatesTag: false,
        htmlExcludeElements: 'aside',
        htmlTagRegexp: '\\{\\{\\w+\\}\\}',
      }),
    ).toEqual(['A{1/}B', 'C', 'note', '{1/} here']);
    expect(await sources(encode('<p> a \n b </p>'), { htmlPreserveWhitespace: true })).toEqual([
      'a \n b',
    ]);
    expect(
      await sources(encode('<meta name="author" content="Me"><meta name="author" content="Me">'), {
        htmlTranslatableMetaTagRegexp: 'author',
      }),
    ).toEqual(['Me', 'Me']);
  });

  it('writes translations escaped, keeps the markup and reads them back', async () => {
    const merged = await expectTranslationsReadBack(
      htmlFilter,
      article,
      words((value) => `${value.toUpperCase()} <&> "ع"`),
    );
    expect(text(merged)).toContain(
      '<a href="/docs?a=1&amp;b=2" title="READ THE DOCS &lt;&amp;&gt; &quot;ع&quot;">',
    );
    expect(text(merged)).toContain('alt="DIAGRAM &lt;&amp;&gt; &quot;ع&quot;"');
    expect(text(merged)).toContain('<script>var s = "<p>not text</p>";</script>');
    await expectTranslationsReadBack(
      htmlFilter,
      fixture('fragment.html'),
      words((value) => `${value}中文`),
    );
  });

  it('writes characters a legacy encoding cannot hold as references', async () => {
    const parsed = await htmlFilter.parse(fixture('legacy-1252.html'), {});
    const merged = await htmlFilter.merge(parsed.skeleton, new Map([['1', 'Café 日本']]), {});
    expect(new TextDecoder('windows-1252').decode(merged)).toContain(
      '<p>Café &#26085;&#26412;</p>',
    );
  });

  it('reads the alt texts of 200,000 pictures in a row', { timeout: 60_000 }, async () => {
    const count = 200_000;
    const pictures = Array.from({ length: count }, (_, index) => `<img alt="Picture ${index}">`);
    const units = await sources(encode(`<body>${pictures.join('')}</body>`));
    expect(units).toHaveLength(count);
    expect(units.at(-1)).toBe(`Picture ${count - 1}`);
  });

  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips generated documents', { timeout: 30_000 }, async () => {
    const word = fc.stringMatching(/^[A-Za-z0-9&<>"'ÄعבדשCJK中文]{1,8}$/);
    const escapeText = (value: string): string =>
      value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const inline = fc
      .tuple(fc.constantFrom('', 'b', 'i', 'a', 'span'), word)
      .map(([tag, value]) => (tag ? `<${tag}>${escapeText(value)}</${tag}>` : escapeText(value)));
    const block = fc
      .tuple(
        fc.constantFrom('p', 'h2', 'li', 'td', 'div'),
        fc.array(inline, { minLength: 1, maxLength: 4 }),
      )
      .map(
        ([tag, parts]) =>
          `<${tag} title="${escapeText(parts.length.toString())}">${parts.join(' ')}</${tag}>`,
      );
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 5 }), async (blocks) => {
        const file = encode(`<!DOCTYPE html><html><body>\n${blocks.join('\n')}\n</body></html>`);
        await expectSameBytes(htmlFilter, file);
        await expectTranslationsReadBack(
          htmlFilter,
          file,
          words((value) => `${value.toUpperCase()}ש`),
        );
      }),
      { numRuns: 60 },
    );
  });
});
