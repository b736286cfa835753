import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phpFilter } from '../src/formats/php/index.js';
import { FilterError, type ParseResult } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  expectTranslationsReadBack,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) => phpFilter.parse(bytes, settings) as ParseResult;
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const fixtures = ['validation.php', 'language.php', 'moodle.php'];

/** Merges targets (by unit id) into a PHP text and gives the text back. */
function mergeText(php: string, targets: Record<string, string>, settings = {}): string {
  const { skeleton } = parse(encode(php), settings);
  return decode(
    phpFilter.merge(skeleton, new Map(Object.entries(targets)), settings) as Uint8Array,
  );
}

describe('PHP filter', () => {
  it('reads Laravel arrays with nested keys, placeholders and interpolations', () => {
    const { units } = parse(fixture('php', 'validation.php'));
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['accepted', 'The {1/} field must be accepted.'],
      ['between.numeric', 'The {1/} field must be between {2/} and {3/}.'],
      ['between.string', 'The {1/} field must be between {2/} and {3/} characters.'],
      ['confirmed', 'The {1/} field confirmation does not match.'],
      ['email', 'The {1/} field must be a valid email address.'],
      ['custom.attribute-name.rule-name', 'custom-message'],
      ['attributes.email', 'email address'],
      ['attributes.password', 'password'],
      ['welcome', 'Welcome back, {1/}! You have {2/} new messages.'],
      ['path', "Files are stored in C:\\Users\\Public and it's fine."],
      ['tabbed', 'Name\tValue\n'],
      ['steps.0', 'First step'],
      ['steps.1', 'Second step'],
      ['footer', 'Copyright '],
      ['footer', ' Example Ltd. All rights reserved.'],
    ]);
  });

  it('reads $lang and $string assignments, array() and define(), and skips other code', () => {
    const { units } = parse(fixture('php', 'language.php'));
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['shop_title', 'Our online shop'],
      ['shop_cart_empty', 'Your cart is empty.'],
      ['shop_items', 'You have {1/} items in your cart.'],
      ['shop_greeting', 'Hello {1/}, welcome to the shop.'],
      ['shop_price', 'Price'],
      ['error', 'Something went wrong. Please try again later.'],
      ['notice.saved', 'Your changes have been saved.'],
      ['notice.deleted', 'The item "{1/}" was deleted.'],
      ['SHOP_FOOTER', 'Thank you for shopping with us.'],
    ]);
    const moodle = parse(fixture('php', 'moodle.php')).units;
    expect(moodle.map((unit) => unit.key)).toEqual([
      'pluginname',
      'greeting_he',
      'greeting_ar',
      'greeting_zh',
      'greeting_ja',
      'mixed',
    ]);
    expect(moodle[4]?.source).toBe('ようこそ、{1/}さん');
  });

  it.each(fixtures)('gives %s back byte for byte and reads translations back', async (name) => {
    const bytes = fixture('php', name);
    await expectSameBytes(phpFilter, bytes);
    await expectTranslationsReadBack(phpFilter, bytes, (plain) =>
      plain === '' ? '' : `[[${[...plain].reverse().join('')}]]`,
    );
    await expectTranslationsReadBack(phpFilter, bytes, (plain) =>
      plain === '' ? '' : `${plain}עברית العربية 中文 日本語`,
    );
  });

  it('writes each target in the quote style of its literal, escaping what that style needs', () => {
    const php = `<?php return ['a' => 'x', 'b' => "y $name"];`;
    const merged = mergeText(php, { '1': `it's C:\\ "q" $x`, '2': 'tab\there {1/}\n' });
    expect(merged).toBe(
      `<?php return ['a' => 'it\\'s C:\\\\ "q" $x', 'b' => "tab\\there $name\\n"];`,
    );
  });

  it('keeps an interpolated variable apart from the text a translator puts after it', () => {
    const php = `<?php return ['a' => "Hi $name!", 'b' => "Hi { $name}"];`;
    const merged = mergeText(php, { '1': 'Hallo {1/}s[0]-> $', '2': 'Salut {{1/}}' });
    expect(merged).toBe(
      `<?php return ['a' => "Hallo $name\\x73[0]-> \\$", 'b' => "Salut \\x7B$name}"];`,
    );
    expect(parse(encode(merged)).units.map((unit) => unit.source)).toEqual([
      'Hallo {1/}s[0]-> $',
      'Salut {{1/}}',
    ]);
  });

  it('decodes the escapes of double-quoted strings', () => {
    const php = String.raw`<?php return ['a' => "A\x42\103 \u{1F600} \xC3\xA9 \$x \{ \"q\""];`;
    expect(parse(encode(php)).units[0]?.source).toBe('ABC 😀 é $x \\{ "q"');
  });

  it('protects what phpTagRegexp matches', () => {
    const php = `<?php $lang['a'] = 'Open [b]now[/b] or <br> later';`;
    expect(parse(encode(php)).units[0]?.source).toBe('Open [b]now[/b] or <br> later');
    const { units, skeleton } = parse(encode(php), { phpTagRegexp: String.raw`\[/?b\]|<br>` });
    expect(units[0]?.source).toBe('Open {1/}now{2/} or {3/} later');
    const merged = phpFilter.merge(skeleton, new Map([['1', '{3/} {1/}Jetzt{2/} oder später']]), {
      phpTagRegexp: String.raw`\[/?b\]|<br>`,
    }) as Uint8Array;
    expect(decode(merged)).toBe(`<?php $lang['a'] = '<br> [b]Jetzt[/b] oder später';`);
  });

  it('does not translate keys, comments, heredocs, function arguments or plain assignments', () => {
    const php = [
      '<?php',
      "// 'comment' => 'no'",
      '# $lang["x"] = "no";',
      "/* return ['a' => 'no']; */",
      "$text = 'no';",
      "$lang['h'] = <<<EOT\nHeredoc text\nEOT;",
      "$lang['f'] = __('no') . ' yes';",
      "echo $lang['key'];",
    ].join('\n');
    expect(parse(encode(php)).units.map((unit) => [unit.key, unit.source])).toEqual([
      ['f', ' yes'],
    ]);
  });

  it('refuses files whose syntax it cannot follow', () => {
    const broken = [
      fixture('php', 'broken.php'),
      encode("<?php return ['a' => 'b';"),
      encode("<?php return ['a' => 'b']];"),
      encode("<?php return ['a' => 'b']; /* open"),
      encode("<?php $lang['a'] = <<<EOT\nnever closed\n"),
      encode('<?php $lang[\'a\'] = "{$open";'),
      encode('no php here'),
    ];
    for (const bytes of broken) expect(() => parse(bytes)).toThrow(FilterError);
    expect(parse(fixture('php', 'empty.php')).units).toEqual([]);
  });

  it('ends any input it cannot read in a FilterError', () => {
    const piece = fc.constantFrom(
      ...['<?php ', 'return ', '[', ']', '(', ')', '{', '}', "'", '"', '$a', '=>', '=', ',', ';'],
      ...[
        'array',
        'define',
        '\\',
        '\\x41',
        '\\u{1F600}',
        '{$',
        '${',
        '<<<EOT\n',
        '\nEOT',
        '/*',
        '//',
        '?>',
      ],
      'text',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        try {
          parse(encode(`<?php ${pieces.join('')}`));
        } catch (error) {
          expect(error).toBeInstanceOf(FilterError);
        }
      }),
      { numRuns: 500 },
    );
    const deep = `<?php return ${'['.repeat(5000)}'x'${']'.repeat(5000)};`;
    expect(() => parse(encode(deep))).toThrow(FilterError);
    const bytes = `<?php $a = "${'\\x41'.repeat(200_000)}";`;
    expect(parse(encode(bytes)).units).toEqual([]);
  });

  it('round-trips generated files', { timeout: 30_000 }, async () => {
    // Placeholders and tag notation become tags, so the generated values hold none.
    const value = sampleText.filter((text) => !/[%:{}]/.test(text));
    const single = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;
    const double = (text: string) => `"${text.replace(/[\\"$]/g, '\\$&').replaceAll('\n', '\\n')}"`;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(value, fc.boolean()), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (entries, laravel) => {
          const literals = entries.map(([text, quoted]) => (quoted ? double(text) : single(text)));
          const php = laravel
            ? `<?php\n\nreturn [\n${literals.map((literal, index) => `    'k${index}' => ${literal},\n`).join('')}];\n`
            : `<?php\n${literals.map((literal, index) => `$string['k${index}'] = ${literal};\n`).join('')}`;
          const bytes = encode(php);
          const units = await expectSameBytes(phpFilter, bytes);
          expect(units.map((unit) => unit.source)).toEqual(
            entries.map(([text]) => text).filter((text) => text.trim() !== ''),
          );
          await expectTranslatedRoundTrip(phpFilter, bytes, (unit) =>
            changeText(unit.source, translateText),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
