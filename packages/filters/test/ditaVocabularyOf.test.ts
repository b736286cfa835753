import { describe, expect, it } from 'vitest';
import { xmlVocabularyOf } from '../src/formats/xmlVocabulary/index.js';
import { encode } from './ditaDocBookChecks.js';
import { fixture } from './roundTrip.js';

const utf16le = (text: string): Uint8Array => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return bytes;
};

describe('xmlVocabularyOf: DITA and DocBook by the head of an XML file', () => {
  it('tells the fixtures apart', () => {
    expect(xmlVocabularyOf(fixture('dita', 'concept.dita'))).toBe('dita');
    expect(xmlVocabularyOf(fixture('dita', 'userguide.ditamap'))).toBe('dita');
    expect(xmlVocabularyOf(fixture('docbook', 'book.xml'))).toBe('docbook');
    expect(xmlVocabularyOf(fixture('docbook', 'article.dbk'))).toBe('docbook');
    for (const name of ['catalog.xml', 'help-article.xml', 'strings.xml', 'empty.xml'])
      expect(xmlVocabularyOf(fixture('xml', name))).toBeUndefined();
  });

  it('knows DITA without a DOCTYPE by the DITA architecture namespace', () => {
    const topic =
      '<?xml version="1.0"?>\n<!-- generated -->\n<concept xmlns:ditaarch="http://dita.oasis-open.org/architecture/2005/" ditaarch:DITAArchVersion="1.3" id="c"><title>T</title></concept>';
    expect(xmlVocabularyOf(encode(topic))).toBe('dita');
    expect(xmlVocabularyOf(encode('<concept id="c"><title>T</title></concept>'))).toBeUndefined();
  });

  it('knows DocBook by its public id or its namespace, and not by a root name alone', () => {
    const v4 =
      '<!DOCTYPE article PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" "docbookx.dtd"><article/>';
    expect(xmlVocabularyOf(encode(v4))).toBe('docbook');
    expect(xmlVocabularyOf(utf16le(`<?xml version="1.0" encoding="UTF-16"?>\n${v4}`))).toBe(
      'docbook',
    );
    const prefixed = '<db:book xmlns:db="http://docbook.org/ns/docbook" version="5.0"/>';
    expect(xmlVocabularyOf(encode(prefixed))).toBe('docbook');
    expect(xmlVocabularyOf(encode('<book><title>Cookbook</title></book>'))).toBeUndefined();
    // A namespace declared deeper than the root is not the document's vocabulary.
    const nested = '<doc><para xmlns="http://docbook.org/ns/docbook">x</para></doc>';
    expect(xmlVocabularyOf(encode(nested))).toBeUndefined();
  });

  it('reads only the identifiers of a DOCTYPE, not its internal subset', () => {
    const subset = '<!DOCTYPE doc [<!-- see the DocBook docs, DITA too -->]><doc/>';
    expect(xmlVocabularyOf(encode(subset))).toBeUndefined();
  });

  it('answers undefined for what is no XML', () => {
    expect(xmlVocabularyOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeUndefined();
    expect(xmlVocabularyOf(new Uint8Array())).toBeUndefined();
  });
});
