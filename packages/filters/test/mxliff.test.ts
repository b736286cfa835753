import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mxliffFilter, writeMxliff } from '../src/formats/mxliff/index.js';
import { changeText, expectSameBytes, expectTranslatedRoundTrip, fixture } from './roundTrip.js';

describe('MXLIFF filter', () => {
  it('reads targets, confirmed and locked states and segment ids', async () => {
    const { units } = await mxliffFilter.parse(fixture('mxliff', 'job.mxliff'), {});
    expect(units).toEqual([
      {
        id: '1',
        key: 's1',
        source: '{1}Install{/1} the app.',
        target: '{1}アプリ{/1}をインストールします。',
        segment: false,
        confirmed: true,
        locked: false,
      },
      {
        id: '2',
        key: 's2',
        source: 'Tap <Next> & wait.',
        target: '「次へ」をタップして待ちます。',
        segment: false,
        confirmed: false,
        locked: true,
      },
      { id: '3', key: 's3', source: 'Done{2/}', segment: false, confirmed: false, locked: false },
    ]);
  });

  it('gives the file back byte for byte and writes new targets', async () => {
    const bytes = fixture('mxliff', 'job.mxliff');
    await expectSameBytes(mxliffFilter, bytes, {}, true);
    await expectTranslatedRoundTrip(
      mxliffFilter,
      bytes,
      (unit) => `${unit.source} → תרגום`,
      {},
      true,
    );
  });

  it('reads back what writeMxliff wrote', { timeout: 30_000 }, async () => {
    const segment = fc.record({
      id: fc.string({ minLength: 1, maxLength: 8 }).filter((id) => id.trim() !== ''),
      source: fc.oneof(
        fc.constantFrom('{1}Bold{/1} text', 'A & B < C', 'مرحبا {2/}', '東京へ。', 'line\nbreak'),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
      ),
      target: fc.string({ maxLength: 20 }),
      confirmed: fc.boolean(),
      locked: fc.boolean(),
      score: fc.option(fc.double({ min: 0, max: 1.01, noNaN: true }), { nil: undefined }),
    });
    const xmlSafe = (text: string) =>
      // eslint-disable-next-line no-control-regex -- these control characters are what XML cannot hold
      text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/g, '');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const bytes = writeMxliff({
          sourceLocale: 'en',
          targetLocale: 'he',
          fileName: 'a & b.docx',
          segments,
        });
        const { units } = mxliffFilter.parse(bytes, {}) as Awaited<
          ReturnType<typeof mxliffFilter.parse>
        >;
        const kept = segments.filter((s) => xmlSafe(s.source).trim() !== '');
        expect(units.map((u) => [u.key, u.source, u.target ?? '', u.confirmed, u.locked])).toEqual(
          kept.map((s) => [
            xmlSafe(s.id).replace(/[\t\n\r]/g, ' '),
            xmlSafe(s.source),
            xmlSafe(s.target),
            s.confirmed,
            s.locked,
          ]),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('keeps tags written as text when targets change', async () => {
    const bytes = writeMxliff({
      sourceLocale: 'en',
      targetLocale: 'de',
      fileName: 'x.txt',
      segments: [
        { id: '7', source: '{1}Hi{/1}', target: '', confirmed: false, locked: false, score: 0.5 },
      ],
    });
    const { merged } = await expectTranslatedRoundTrip(
      mxliffFilter,
      bytes,
      (unit) => changeText(unit.source, (plain) => (plain ? 'Hallo' : '')),
      {},
      true,
    );
    expect(new TextDecoder().decode(merged)).toContain('<target>{1}Hallo{/1}</target>');
  });
});
