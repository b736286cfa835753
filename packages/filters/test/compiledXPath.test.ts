import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { useNamespaces } from 'xpath';
import { compiledSelect } from '../src/formats/xml/compiledXPath.js';

const namespaces = { d: 'urn:doc', xml: 'http://www.w3.org/XML/1998/namespace' };
const document = new DOMParser().parseFromString(
  `<catalog xmlns:d="urn:doc">
    <entry id="e1"><text xml:lang="en">One</text><text lang="de">Eins</text><d:note>first</d:note></entry>
    <entry id="e2"><text lang="en">Two</text><text xml:lang="de">Zwei</text></entry>
    <entry id="e3" max="12"><text lang="fr">Trois</text></entry>
  </catalog>`,
  'text/xml',
) as unknown as Document;
const entries = Array.from(document.getElementsByTagName('entry'));

const expressions = [
  "*[@xml:lang='en' or @lang='en']",
  "*[@xml:lang='de' or @lang='de']",
  'd:note',
  'd:note/text()',
  'string(@id)',
  'number(@max)',
  'count(text)',
  "boolean(text[@lang='fr'])",
  '//entry[2]/text',
  '../entry',
  '@*',
];

describe('XPath expressions parsed once', () => {
  it('selects what xpath select selects, from every context, the second time too', () => {
    const select = useNamespaces(namespaces);
    const compiled = compiledSelect(namespaces);
    for (let round = 0; round < 2; round++) {
      for (const expression of expressions) {
        for (const context of [document, ...entries]) {
          expect(compiled(expression, context)).toEqual(select(expression, context));
        }
      }
    }
    expect(compiled('number(@max)', entries[2] as Node)).toBe(12);
    expect(compiled("*[@xml:lang='de' or @lang='de']", entries[1] as Node)).toHaveLength(1);
  });

  it('throws the errors xpath select throws: a bad expression, a prefix nobody declared', () => {
    const select = useNamespaces(namespaces);
    const compiled = compiledSelect(namespaces);
    const thrown = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    for (const expression of ['//[', 'x:text', 'entry[']) {
      const expected = thrown(() => select(expression, document));
      expect(expected).not.toBe('no error');
      expect(thrown(() => compiled(expression, document))).toBe(expected);
    }
  });

  // 2,000 elements through three unions: seconds on a loaded machine (it timed out at 5 s once).
  it(
    'holds each node once, in document order, however many paths select it',
    { timeout: 30_000 },
    () => {
      const many = new DOMParser().parseFromString(
        `<catalog>${Array.from({ length: 2_000 }, (_, index) => `<entry><text>${index}</text></entry>`).join('')}</catalog>`,
        'text/xml',
      ) as unknown as Document;
      const compiled = compiledSelect({});
      for (const expression of [
        '//text',
        '//text | //entry/text | //text',
        '//entry/text | //text[1]',
      ]) {
        const nodes = compiled(expression, many) as Node[];
        expect(nodes.map((node) => node.textContent)).toEqual(
          Array.from({ length: 2_000 }, (_, index) => String(index)),
        );
      }
      expect(compiled('count(//text | //text)', many)).toBe(2_000);
    },
  );
});
