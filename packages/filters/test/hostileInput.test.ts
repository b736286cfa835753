import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { androidFilter } from '../src/formats/android/index.js';
import { htmlFilter } from '../src/formats/html/htmlFilter.js';
import { markdownFilter } from '../src/formats/markdown/markdownFilter.js';
import { xmlFilter } from '../src/formats/xml/xmlFilter.js';
import { csvFilter } from '../src/formats/csv/index.js';
import { iosStringsFilter } from '../src/formats/iosStrings/index.js';
import { jsonFilter } from '../src/formats/json/index.js';
import { mxliffFilter } from '../src/formats/mxliff/index.js';
import { poFilter } from '../src/formats/po/index.js';
import { propertiesFilter } from '../src/formats/properties/index.js';
import { resxFilter } from '../src/formats/resx/index.js';
import { txtFilter } from '../src/formats/txt/index.js';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { xliff20Filter } from '../src/formats/xliff20/index.js';
import { yamlFilter } from '../src/formats/yaml/index.js';
import { sdlXliffFilter } from '../src/formats/sdlxliff/index.js';
import { ttxFilter } from '../src/formats/ttx/index.js';
import { idmlFilter } from '../src/formats/idml/idmlFilter.js';
import { phpFilter } from '../src/formats/php/index.js';
import { quarkFilter } from '../src/formats/quark/index.js';
import { FilterError, type FileFilter } from '../src/types.js';
import { fixture } from './roundTrip.js';

const filters: [FileFilter, Uint8Array][] = [
  [xliff12Filter, fixture('xliff12', 'app.xlf')],
  [mxliffFilter, fixture('mxliff', 'job.mxliff')],
  [poFilter, fixture('po', 'messages.po')],
  [jsonFilter, fixture('json', 'en.json')],
  [propertiesFilter, fixture('properties', 'messages.properties')],
  [csvFilter, fixture('csv', 'strings.csv')],
  [txtFilter, fixture('txt', 'notes.txt')],
  [yamlFilter, fixture('yaml', 'en.yml')],
  [resxFilter, fixture('resx', 'Strings.resx')],
  [iosStringsFilter, fixture('iosStrings', 'Localizable.strings')],
  [androidFilter, fixture('android', 'strings.xml')],
  [xliff20Filter, fixture('xliff20', 'app.xlf')],
  [htmlFilter, fixture('html', 'article.html')],
  [xmlFilter, fixture('xml', 'catalog.xml')],
  [markdownFilter, fixture('markdown', 'guide.md')],
  [sdlXliffFilter, fixture('sdlxliff', 'manual.sdlxliff')],
  [ttxFilter, fixture('ttx', 'release-notes.rtf.ttx')],
  [idmlFilter, fixture('idml', 'brochure.idml')],
  [phpFilter, fixture('php', 'language.php')],
  [quarkFilter, fixture('quark', 'brochure.xtg')],
];

// Targets a linguist or a machine may produce: unknown, unbalanced and crossing tags, markup.
const hostileTargets = fc.constantFrom(
  '',
  '{9}x',
  '{/1}{1}',
  '{1}{2}{/1}{/2}',
  '{3/}<&>"\'',
  ']]>\u0000',
);

/**
 * Parsing and merging (sources with a hostile target appended) either succeed or end in a
 * FilterError; any other exception (a TypeError, a RangeError) is a bug and fails the property.
 */
async function parsesOrRefuses(filter: FileFilter, bytes: Uint8Array, added = ''): Promise<void> {
  try {
    const { units, skeleton } = await filter.parse(bytes, {});
    const targets = new Map(units.map((unit) => [unit.id, unit.source + added]));
    await filter.merge(skeleton, targets, {}, undefined, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
  }
}

describe.each(filters)('hostile input to $format', (filter, sample) => {
  it('ends in a FilterError or a result for arbitrary bytes', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), (bytes) =>
        parsesOrRefuses(filter, bytes),
      ),
      { numRuns: 60 },
    );
  });

  it(
    'ends in a FilterError or a result for damaged copies of a real file',
    { timeout: 30_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(sample.length),
          fc.nat(40),
          fc.uint8Array({ maxLength: 8 }),
          hostileTargets,
          (at, cut, inserted, added) =>
            parsesOrRefuses(
              filter,
              new Uint8Array([
                ...sample.subarray(0, at),
                ...inserted,
                ...sample.subarray(at + cut),
              ]),
              added,
            ),
        ),
        { numRuns: 60 },
      );
    },
  );

  it('refuses a skeleton of another format', async () => {
    const { skeleton } = await txtFilter.parse(new TextEncoder().encode('x'), {});
    if (filter === txtFilter) return;
    await expect(async () => filter.merge(skeleton, new Map(), {})).rejects.toThrow(FilterError);
  });
});
