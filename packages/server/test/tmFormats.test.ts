import { describe, expect, it } from 'vitest';
import {
  readTbx,
  readTermCsv,
  readTmx,
  writeTbx,
  writeTermCsv,
  writeTmx,
  type TermConcept,
  type TmxUnit,
} from '@tessera/filters';
import { collect, fixture } from './tmHelpers.js';

// The streaming readers and writers on their own: chunk boundaries, encodings and escapes.

function* chunksOf(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const text = async (parts: AsyncIterable<string>) => (await collect(parts)).join('');

describe('TMX', () => {
  it('reads the same units whatever the chunk size, even one byte at a time', async () => {
    const bytes = fixture('tmx/sample.tmx');
    const whole = await collect(readTmx([bytes]));
    expect(whole).toHaveLength(5);
    expect(await collect(readTmx(chunksOf(bytes, 1)))).toEqual(whole);
    expect(await collect(readTmx(chunksOf(bytes, 7)))).toEqual(whole);
  });

  it('reads UTF-16 with a byte order mark and the encoding an XML declaration names', async () => {
    const body = (declaration: string) =>
      `${declaration}<tmx version="1.4"><header srclang="de"/><body><tu><tuv xml:lang="de"><seg>Größe ÄÖÜ</seg></tuv></tu></body></tmx>`;
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(body('<?xml version="1.0" encoding="UTF-16"?>'), 'utf16le'),
    ]);
    const latin1 = Buffer.from(body('<?xml version="1.0" encoding="ISO-8859-1"?>'), 'latin1');
    for (const bytes of [utf16, latin1]) {
      const [unit] = await collect(readTmx(chunksOf(bytes, 3)));
      expect(unit?.variants[0]?.text).toBe('Größe ÄÖÜ');
    }
  });

  it('writes tags, escapes and context that read back unchanged', async () => {
    const units: TmxUnit[] = [
      {
        creationId: 'ana',
        creationDate: '2024-05-06T07:08:09.000Z',
        changeId: 'ben',
        changeDate: '2024-06-07T08:09:10.000Z',
        contextPrev: 'Before <b> & "after"',
        contextNext: 'Next',
        contextKey: 'key.1',
        variants: [
          { lang: 'en-US', text: '{1}Bold{/1} & {2/} <not a tag> {3}open' },
          { lang: 'de-DE', text: 'close{/4} {1}Fett{/1} & {2/}' },
        ],
      },
    ];
    const written = await text(writeTmx({ srcLang: 'en-US' }, units));
    expect(written).toContain(
      '<bpt i="1" x="1"/>Bold<ept i="1"/> &amp; <ph x="2"/> &lt;not a tag&gt; <it pos="begin" x="3"/>open',
    );
    expect(written).toContain('close<it pos="end" x="4"/>');
    expect(await collect(readTmx([Buffer.from(written)]))).toEqual(units);
  });
});

describe('TBX and term tables', () => {
  const concepts: TermConcept[] = [
    {
      definition: 'A <thing> & more',
      note: 'Note',
      domain: 'Software',
      terms: [
        { lang: 'en', text: 'dialog box', status: 'APPROVED', usage: 'Close the "dialog box".' },
        { lang: 'en', text: 'dialogue', status: 'FORBIDDEN', note: 'Do not use' },
        { lang: 'de', text: 'Dialogfeld, modal', status: 'NOT_APPROVED' },
      ],
    },
    { terms: [{ lang: 'de', text: 'Speichern', status: 'APPROVED' }] },
  ];

  it('writes TBX-Basic that reads back unchanged', async () => {
    const written = await text(writeTbx('Glossary', 'en', concepts));
    expect(written).toContain('preferredTerm-admn-sts');
    expect(await collect(readTbx(chunksOf(Buffer.from(written), 5)))).toEqual(concepts);
  });

  it('writes a CSV term table, synonyms in repeated columns, that reads back unchanged', async () => {
    const layout = {
      langs: [
        { lang: 'en', slots: 2 },
        { lang: 'de', slots: 1 },
      ],
    };
    const written = await text(writeTermCsv(layout, concepts));
    expect(written.split('\r\n')[0]).toBe(
      '\ufeffen,en_status,en_note,en_usage,en,en_status,en_note,en_usage,de,de_status,de_note,de_usage,definition,domain,note',
    );
    const read = await collect(readTermCsv(chunksOf(Buffer.from(written), 4)));
    const filled = (list: TermConcept[]) =>
      list.map((concept) => ({
        definition: concept.definition ?? '',
        note: concept.note ?? '',
        domain: concept.domain ?? '',
        terms: concept.terms.map((term) => ({ note: '', usage: '', ...term })),
      }));
    expect(filled(read)).toEqual(filled(concepts));
  });
});
