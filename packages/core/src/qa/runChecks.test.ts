import { describe, expect, it } from 'vitest';
import { qaMessages } from './messages.js';
import { checkJob, checkSegment } from './runChecks.js';
import { context, segment } from './testing.js';
import type { QaSegment } from './types.js';

const only = (settings: Parameters<typeof context>[0]) => context(settings);
const checksOf = (warnings: { check: string; segmentId: number }[]) =>
  warnings.map(({ check, segmentId }) => `${segmentId}:${check}`);

describe('checkSegment', () => {
  it('gives each warning its check, segment, message and details', () => {
    expect(
      checkSegment(segment({ id: 7, source: 'Page 4.', target: 'Seite.' }), context()),
    ).toEqual([
      { check: 'missingNumbers', segmentId: 7, message: qaMessages.missingNumbers, details: '4' },
    ]);
    expect(checkSegment(segment({ id: 7, confirmed: false }), context())).toEqual([
      { check: 'unconfirmedSegment', segmentId: 7, message: 'The segment is not confirmed.' },
    ]);
  });

  it('compares with the job segments for inconsistent translations, its own old version left out', () => {
    const jobSegments = [
      segment({ id: 1, source: 'Save', target: 'Sichern' }),
      segment({ id: 2, source: 'Save', target: 'Speichern' }),
    ];
    const saved = segment({ id: 2, source: 'Save', target: 'Sichern' });
    expect(checkSegment(saved, context({}, { jobSegments }))).toEqual([]);
    const differing = segment({ id: 3, source: 'Save', target: 'Ablegen' });
    expect(checksOf(checkSegment(differing, context({}, { jobSegments })))).toEqual([
      '3:inconsistentTranslations',
    ]);
  });

  it('skips a locked segment only while qaExcludeLockedSegments is on', () => {
    const locked = segment({ locked: true, target: '' });
    expect(checkSegment(locked, context())).toEqual([]);
    expect(checksOf(checkSegment(locked, context({ qaExcludeLockedSegments: false })))).toEqual([
      '1:emptyTargets',
    ]);
  });
});

describe('checkJob', () => {
  const job = [
    segment({ id: 1, source: 'Save', target: 'Speichern' }),
    segment({ id: 2, source: 'Save', target: 'Sichern' }),
    segment({ id: 3, source: 'Store', target: 'Speichern' }),
    segment({ id: 4, source: 'Open', target: 'Öffnen' }),
    segment({ id: 5, source: 'Open', target: 'Öffnen' }),
    segment({ id: 6, source: 'Close', target: '' }),
  ];

  it('flags the same source translated two ways and the same target for two sources', () => {
    const warnings = checkJob(job, only({ emptyTargets: false }));
    expect(warnings.map(({ segmentId, details }) => `${segmentId}:${details}`)).toEqual([
      '1:source translated 2 ways; target used for 2 sources',
      '2:source translated 2 ways',
      '3:target used for 2 sources',
    ]);
    expect(checkJob(job, only({ emptyTargets: false, inconsistentTranslations: false }))).toEqual(
      [],
    );
  });

  it('honours qaExcludeLockedSegments: locked segments get no warnings but still count as translations', () => {
    const withLocked = job.map((s) => (s.id === 1 || s.id === 6 ? { ...s, locked: true } : s));
    expect(checksOf(checkJob(withLocked, context()))).toEqual([
      '2:inconsistentTranslations',
      '3:inconsistentTranslations',
    ]);
    expect(checksOf(checkJob(withLocked, context({ qaExcludeLockedSegments: false })))).toEqual([
      '1:inconsistentTranslations',
      '2:inconsistentTranslations',
      '3:inconsistentTranslations',
      '6:emptyTargets',
    ]);
  });

  it('checks a 10,000-segment job, one warning per segment that lacks its approved term', () => {
    const segments: QaSegment[] = Array.from({ length: 10_000 }, (_, index) =>
      segment({
        id: index + 1,
        ordinal: index + 1,
        source: `Click {1}Save{/1} to keep ${index} changes in the file menu.{2/}`,
        target: `Klicke auf {1}Speichern{/1}, um ${index} Änderungen im Dateimenü zu behalten.{2/}`,
        termHits: [
          { sourceTerm: 'file', targetTerms: ['Datei'], approved: true, forbidden: false },
        ],
      }),
    );
    const qaContext = context(
      { customForbiddenTerms: 'bitte, klicken Sie' },
      { forbiddenTerms: ['Knopf', 'Schaltfläche'], speller: (word) => word.length < 15 },
    );
    // Its speed is the editor bench's to measure (#12): tests never assert a time.
    const warnings = checkJob(segments, qaContext);
    expect(warnings).toHaveLength(10_000);
    expect(new Set(warnings.map((warning) => warning.check))).toEqual(new Set(['terminology']));
  });
});
