import { describe, expect, it } from 'vitest';
import { FilterError } from '../types.js';
import { readXml } from './readXml.js';
import { childElements, type XmlNode } from './xmlTree.js';

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

  it('reads every node between tags at its raw offsets in the one pass that checks the document', () => {
    const text =
      '\uFEFF<?xml version="1.0"?>\r\n<!DOCTYPE a [<!-- "q\' [ --><!ELEMENT a ANY>]>\r\n' +
      '<a x=\'say "hi" >\r\n y\'>t<!-- <b> --><![CDATA[<![CDATA[ < ]]>\u{1F600}<?p <x> ?><b\r\n/></a >\r\n<!-- end -->';
    const document = readXml(text);
    const raw = (node: XmlNode) => text.slice(node.start, node.end);
    expect(document.prolog.map(raw)).toEqual([
      '<?xml version="1.0"?>',
      '\r\n',
      '<!DOCTYPE a [<!-- "q\' [ --><!ELEMENT a ANY>]>',
      '\r\n',
      '\r\n',
      '<!-- end -->',
    ]);
    expect(document.root.children.map((node) => [node.kind, raw(node)])).toEqual([
      ['text', 't'],
      ['comment', '<!-- <b> -->'],
      ['cdata', '<![CDATA[<![CDATA[ < ]]>'],
      ['text', '\u{1F600}'],
      ['pi', '<?p <x> ?>'],
      ['element', '<b\r\n/>'],
    ]);
    const [attribute] = document.root.attributes;
    expect(attribute?.value).toBe('say "hi" >  y');
    expect(text.slice(attribute?.valueStart, attribute?.valueEnd)).toBe('say "hi" >\r\n y');
    expect(text.slice(document.root.endTagStart, document.root.end)).toBe('</a >');
  });

  it('hands each element to the reader as it ends, and lets its own error through', () => {
    const ended: string[] = [];
    const document = readXml('<a><k/>\n <u>1</u>\n <!-- c --><u>2<b/></u>\n</a>', {
      elementEnded: (element) => {
        ended.push(element.name);
        return element.name === 'u';
      },
    });
    expect(ended).toEqual(['k', 'u', 'b', 'u', 'a']);
    // The leaves before a unit that left go with it; those after the last one stay.
    expect(document.root.children.map((child) => child.kind)).toEqual(['element', 'text']);
    const bug = new TypeError('reader bug');
    expect(() =>
      readXml('<a><u/></a>', {
        elementEnded: () => {
          throw bug;
        },
      }),
    ).toThrow(bug);
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
