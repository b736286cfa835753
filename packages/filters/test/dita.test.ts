import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ditaFilter } from '../src/formats/xmlVocabulary/index.js';
import { FilterError, type FilterSettings } from '../src/types.js';
import { decode, encode, roundTripProperty, sources } from './ditaDocBookChecks.js';
import { expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const concept = fixture('dita', 'concept.dita');
const task = fixture('dita', 'task.dita');
const parse = (file: Uint8Array, settings: FilterSettings = {}) =>
  sources(ditaFilter, file, settings);
const topic = (body: string): Uint8Array =>
  encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE topic PUBLIC "-//OASIS//DTD DITA Topic//EN" "topic.dtd">\n<topic id="t"><title>T</title><body>${body}</body></topic>\n`,
  );

describe('DITA filter', () => {
  it('reads a task: commands with their UI controls, step results and choice tables', async () => {
    expect(await parse(task)).toEqual([
      'Changing the sync settings',
      'Choose which folders sync and how often.',
      'You need an account with {1/}.',
      'By default, every folder syncs.',
      'Open {1}{2}File{/2}{3}Settings{/3}{/1}.',
      'Select the {1}Sync{/1} tab.',
      'On a Mac, the tab is called {1}Synchronization{/1}.',
      'Type a folder path, for example {1}C:\\Users\\Dana\\Documents{/1}, and press {2}Enter{/2}.',
      'The folder appears in the list.',
      'Click {1}Save{/1}.',
      'Option',
      'Effect',
      'Hourly',
      'Syncs once an hour.',
      'Live',
      'Syncs as soon as a file changes.',
      'Your devices use the new settings after the next sync.',
    ]);
  });

  it('reads a map: titles, navtitle elements and attributes, key definitions and link texts', async () => {
    expect(await parse(fixture('dita', 'userguide.ditamap'))).toEqual([
      'Sync User Guide',
      'CloudSync',
      'How sync works',
      'What happens when you save a file.',
      'Sync settings',
      'Troubleshooting',
      'Online help',
    ]);
  });

  it('keeps footnotes, index terms and images as one tag and translates their text apart', async () => {
    const units = (await ditaFilter.parse(concept, {})).units;
    expect(units.map((unit) => unit.source)).toEqual([
      'About {1/} synchronization',
      'Synchronization keeps the files on your devices up to date.',
      'sync',
      'synchronization',
      'conflicts',
      'Files larger than 2\u00a0GB are uploaded in parts.',
      'When you save a file, the {1}sync agent{/1} uploads the changes{2/} and notifies your other devices.',
      'uploads',
      'the sync icon',
      'Click {1/} to sync now, or see {2/}.',
      'When two devices change the same file',
      'The newest version wins; the older one is kept as {1}name (conflict).ext{/1}.',
      'Changes made offline are sent when you reconnect.',
      'Deleted files stay in the {1}Trash{/1} for 30 days.',
      'Restore them from the web.',
      'Sync limits',
      'Plan',
      'Devices',
      'Free',
      '3',
      'Team',
      'Unlimited',
    ]);
    const { merged } = await expectTranslatedRoundTrip(ditaFilter, concept, (unit) =>
      unit.source
        .replace('Files larger than 2\u00a0GB are uploaded in parts.', 'Große Dateien & Teile.')
        .replace('When you save a file, the', 'Beim Speichern lädt der')
        .replace('the sync icon', 'das Sync-Symbol'),
    );
    const text = decode(merged);
    expect(text).toContain(
      'Beim Speichern lädt der <term>sync agent</term> uploads the changes<fn>Große Dateien &amp; Teile.</fn> and',
    );
    expect(text).toContain(
      '<image href="images/sync-icon.png" placement="inline"><alt>das Sync-Symbol</alt></image>',
    );
    // Review comments, code and metadata stay out; references stay in the skeleton.
    expect(text).toContain(
      '<draft-comment author="rk">Check the size limit with engineering.</draft-comment>',
    );
    expect(text).toContain('<p conref="shared.dita#shared/legal"/>');
    expect(text).toContain('<title>About <keyword keyref="product"/> synchronization</title>');
    expect(text).toContain('<xref href="sync_settings.dita#sync_settings" type="task"/>');
  });

  it('parses a DOCTYPE with a public id without loading the DTD, and refuses declared entities', async () => {
    expect(await parse(topic('<p>Hello</p>'))).toEqual(['T', 'Hello']);
    const declared = decode(topic('<p>&ent;</p>')).replace(
      '"topic.dtd">',
      '"topic.dtd" [<!ENTITY ent "x">]>',
    );
    await expect(async () => ditaFilter.parse(encode(declared), {})).rejects.toThrow(
      /declares entities/,
    );
  });

  it('writes the target language on the root, leaving marked passages in other languages', async () => {
    const file = fixture('dita', 'rtl-cjk.dita');
    const { skeleton } = await ditaFilter.parse(file, {});
    const merged = decode(await ditaFilter.merge(skeleton, new Map(), { targetLocale: 'de_de' }));
    expect(merged).toContain('<topic id="languages" xml:lang="de-DE">');
    expect(merged).toContain('<p xml:lang="ar">');
  });

  it('keeps the whitespace of pre and lines', async () => {
    expect(await parse(topic('<lines>Roses are red,\n  violets are blue.</lines>'))).toEqual([
      'T',
      'Roses are red,\n  violets are blue.',
    ]);
  });

  it('translates only the elements ditaTranslatableElements lists', async () => {
    expect(await parse(concept, { ditaTranslatableElements: 'title' })).toEqual([
      'About {1/} synchronization',
      'When two devices change the same file',
      'Sync limits',
    ]);
  });

  it('skips the elements ditaSkipElements lists, with everything inside them', async () => {
    expect(await parse(concept, { ditaSkipElements: 'section, table, prolog' })).toEqual([
      'About {1/} synchronization',
      'Synchronization keeps the files on your devices up to date.',
      'Files larger than 2\u00a0GB are uploaded in parts.',
      'When you save a file, the {1}sync agent{/1} uploads the changes{2/} and notifies your other devices.',
      'uploads',
      'the sync icon',
      'Click {1/} to sync now, or see {2/}.',
    ]);
    // A list without codeblock translates the code block, its line breaks kept.
    const listed = await parse(concept, { ditaSkipElements: 'table' });
    expect(listed.at(-1)).toBe('sync --status\nsync --resolve newest');
    expect(listed).not.toContain('Sync limits');
  });

  it('makes tag pairs of the elements ditaInlineElements lists', async () => {
    const units = await parse(task, { ditaInlineElements: 'uicontrol, menucascade' });
    expect(units).toContain('Type a folder path, for example');
    expect(units).toContain('C:\\Users\\Dana\\Documents');
    expect(units).toContain('Select the {1}Sync{/1} tab.');
  });

  it('makes one tag of the elements ditaInlineSingleElements lists', async () => {
    const units = await parse(task, { ditaInlineSingleElements: 'uicontrol' });
    expect(units.slice(4, 9)).toEqual([
      'File',
      'Settings',
      'Open {1}{2/}{3/}{/1}.',
      'Sync',
      'Select the {1/} tab.',
    ]);
  });

  it(
    'refuses hostile nesting and corrupted bytes with a FilterError',
    { timeout: 30_000 },
    async () => {
      const deep = topic(`${'<p>x<fn>'.repeat(3000)}${'</fn></p>'.repeat(3000)}`);
      await expect(async () => ditaFilter.parse(deep, {})).rejects.toThrow(/levels deep/);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.nat(task.length - 1), fc.integer({ min: 0, max: 255 })), {
            minLength: 1,
            maxLength: 6,
          }),
          async (changes) => {
            const bytes = task.slice();
            for (const [at, value] of changes) bytes[at] = value;
            try {
              const parsed = await ditaFilter.parse(bytes, {});
              const targets = new Map(parsed.units.map((unit) => [unit.id, `${unit.source}!`]));
              await ditaFilter.merge(parsed.skeleton, targets, {});
            } catch (error) {
              expect(error).toBeInstanceOf(FilterError);
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  roundTripProperty(
    ditaFilter,
    (blocks) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE topic PUBLIC "-//OASIS//DTD DITA Topic//EN" "topic.dtd">\n<topic id="t">\n  <body>\n${blocks.join('\n')}\n  </body>\n</topic>\n`,
    (text, inline) => `    <pre>${text} <b>${inline}</b></pre>`,
  );
});
