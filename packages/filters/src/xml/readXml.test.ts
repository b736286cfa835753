import { describe, expect, it } from 'vitest';
import { FilterError } from '../types.js';
import { readXml } from './readXml.js';
import { childElements } from './xmlTree.js';

describe('readXml', () => {
  it('keeps the raw offsets of elements and attributes', () => {
    const text =
      '\uFEFF<?xml version="1.0"?>\n<doc a=\'x &amp; y\'><p>Hi &lt;<b/>there</p><![CDATA[<raw>]]></doc>';
    const document = readXml(text);
    const [paragraph] = childElements(document.root, 'p');
    expect(document.root.attributes[0]?.value).toBe('x & y');
    expect(text.slice(paragraph?.start, paragraph?.end)).toBe('<p>Hi &lt;<b/>there</p>');
    expect(document.root.children.at(-1)?.kind).toBe('cdata');
  });

  it('refuses a billion laughs DOCTYPE quickly', () => {
    const lol = [
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index || ''};`.repeat(10)}">`,
      ),
    ];
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [${lol.join('')}]><lolz>&lol9;</lolz>`;
    expect(() => readXml(bomb)).toThrow(/declares entities/);
  });

  it('never reads external entities', () => {
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<foo>&xxe;</foo>';
    expect(() => readXml(xxe)).toThrow(FilterError);
    expect(() =>
      readXml('<!DOCTYPE foo SYSTEM "http://example.com/x.dtd"><foo>&xxe;</foo>'),
    ).toThrow(/undefined entity/);
    expect(
      readXml('<!DOCTYPE foo SYSTEM "x.dtd"><foo>&ext;</foo>', { undeclaredEntities: 'any' }).root
        .name,
    ).toBe('foo');
  });

  it('names the line of a well-formedness error', () => {
    expect(() => readXml('<a>\n<b>\n</a>', { name: 'part.xml' })).toThrow(
      /The XML of part.xml is not well-formed at line 3/,
    );
    expect(() => readXml('')).toThrow(FilterError);
    expect(() => readXml('<a>\u0001</a>')).toThrow(FilterError);
  });
});
