import { describe, expect, it } from 'vitest';
import { docBookFilter } from '../src/formats/xmlVocabulary/index.js';
import type { FilterSettings } from '../src/types.js';
import { decode, encode, roundTripProperty, sources } from './ditaDocBookChecks.js';
import { expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const article = fixture('docbook', 'article.dbk');
const book = fixture('docbook', 'book.xml');
const parse = (file: Uint8Array, settings: FilterSettings = {}) =>
  sources(docBookFilter, file, settings);

describe('DocBook filter', () => {
  it('reads a DocBook 5 article: footnotes and index terms apart, remarks and code skipped', async () => {
    expect(await parse(article)).toEqual([
      'Backing Up Your Workstation',
      'A guide for new team members',
      'This guide explains how to back up files with {1}rsync{/1}.',
      'Before you start',
      'Run {1}mount{/1} to check.',
      'Make sure the {1}/backup{/1} disk is mounted{2/} and has at least {3}10\u00a0GB{/3} free.',
      'backup',
      'disk space',
      'Note',
      'Backups of {1}shared{/1} folders need the {2}Admin{/2} role.',
      'Press {1}{2}Ctrl{/2}{3}C{/3}{/1} to stop the copy, or see {4/} and {5}the backup policy{/5}.',
      'Restoring files',
      'Restoring files',
      'Open the {1}Files{/1} menu.',
      'Choose {1}{2}Restore{/2}{3}From backup{/3}{/1}.',
      '{1}--dry-run{/1}',
      'Shows what would be copied.',
      'The restore dialog',
    ]);
  });

  it('reads a DocBook 4 book with its DOCTYPE, keeping DTD entities as tags', async () => {
    expect(await parse(book)).toEqual([
      'Release Notes',
      'About this release',
      'This release of {1}CloudSync{/1} fixes 12{2/}bugs{3/}see {4}the change log{/4}.',
      'Changes',
      'The {1}sync{/1} command accepts {2}--quiet{/2}.',
      'Large files upload faster.',
      'Supported systems',
      'System',
      'Version',
      'Windows',
      '10 and later',
      'Example Corp.\n  1 Main Street',
    ]);
    const { merged } = await expectTranslatedRoundTrip(docBookFilter, book, (unit) =>
      unit.source.replace('fixes 12', 'behebt 12').replace('bugs', 'Fehler'),
    );
    expect(decode(merged)).toContain(
      '<productname>CloudSync</productname> behebt 12&nbsp;Fehler&mdash;see <ulink url="https://example.com/changes">the change log</ulink>.',
    );
  });

  it('writes a translated footnote inside its paragraph', async () => {
    const { merged } = await expectTranslatedRoundTrip(docBookFilter, article, (unit) =>
      unit.source === 'Run {1}mount{/1} to check.'
        ? 'Prüfen Sie es mit {1}mount{/1}.'
        : unit.source,
    );
    expect(decode(merged)).toContain(
      'disk is mounted<footnote><para>Prüfen Sie es mit <command>mount</command>.</para></footnote> and has',
    );
  });

  it('translates only the elements docBookTranslatableElements lists', async () => {
    expect(await parse(book, { docBookTranslatableElements: 'title' })).toEqual([
      'Release Notes',
      'About this release',
      'Changes',
      'Supported systems',
    ]);
  });

  it('skips the elements docBookSkipElements lists, with everything inside them', async () => {
    const units = await parse(article, { docBookSkipElements: 'info, note, variablelist' });
    expect(units).not.toContain('Backing Up Your Workstation');
    expect(units).not.toContain('Note');
    expect(units).not.toContain('Shows what would be copied.');
    // A list without remark translates the remark inside a paragraph, still one tag there.
    const remark = encode(
      '<article xmlns="http://docbook.org/ns/docbook"><para>Ship it <remark>after QA</remark> today.</para></article>',
    );
    expect(await parse(remark)).toEqual(['Ship it {1/} today.']);
    expect(await parse(remark, { docBookSkipElements: 'programlisting' })).toEqual([
      'after QA',
      'Ship it {1/} today.',
    ]);
  });

  it('makes tag pairs of the elements docBookInlineElements lists', async () => {
    const units = await parse(book, { docBookInlineElements: 'ulink' });
    expect(units.slice(2, 5)).toEqual([
      'This release of',
      'CloudSync',
      'fixes 12{1/}bugs{2/}see {3}the change log{/3}.',
    ]);
  });

  it('makes one tag of the elements docBookInlineSingleElements lists', async () => {
    const units = await parse(book, { docBookInlineSingleElements: 'productname, ulink' });
    expect(units.slice(2, 5)).toEqual([
      'CloudSync',
      'the change log',
      'This release of {1/} fixes 12{2/}bugs{3/}see {4/}.',
    ]);
  });

  it('names the target language in the root lang of DocBook 4 and xml:lang of DocBook 5', async () => {
    const settings = { targetLocale: 'de_de' };
    const merged = async (file: Uint8Array) =>
      decode(
        await docBookFilter.merge(
          (await docBookFilter.parse(file, {})).skeleton,
          new Map(),
          settings,
        ),
      );
    expect(await merged(book)).toContain('<book lang="de-DE">');
    const article5 = encode(
      '<article xmlns="http://docbook.org/ns/docbook" version="5.0" xml:lang="en"><para>Hi</para></article>',
    );
    expect(await merged(article5)).toContain('version="5.0" xml:lang="de-DE">');
  });

  roundTripProperty(
    docBookFilter,
    (blocks) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<article xmlns="http://docbook.org/ns/docbook" version="5.0">\n${blocks.join('\n')}\n</article>\n`,
    (text, inline) => `  <literallayout>${text} <emphasis>${inline}</emphasis></literallayout>`,
  );
});
