import { describe, expect, it } from 'vitest';
import { context, warningsOf } from './testing.js';

const importLength = {
  targetLength: true,
  targetLengthMax: 10,
  targetLengthPercent: true,
  targetLengthPercentValue: 150,
};

describe('status checks', () => {
  it('fuzzyTMMatchesWithNoPostEditing: a fuzzy TM target saved unchanged', () => {
    const fuzzy = { matchOrigin: 'TM' as const, matchScore: 85, targetEdited: false };
    expect(warningsOf(fuzzy).fuzzyTMMatchesWithNoPostEditing).toBe('85%');
    expect(warningsOf({ ...fuzzy, targetEdited: true })).not.toHaveProperty(
      'fuzzyTMMatchesWithNoPostEditing',
    );
    expect(warningsOf({ ...fuzzy, matchScore: 100 })).not.toHaveProperty(
      'fuzzyTMMatchesWithNoPostEditing',
    );
    expect(warningsOf({ ...fuzzy, matchOrigin: 'MT' })).not.toHaveProperty(
      'fuzzyTMMatchesWithNoPostEditing',
    );
  });

  it('unconfirmedSegment', () => {
    expect(warningsOf({ confirmed: false })).toHaveProperty('unconfirmedSegment');
    expect(warningsOf({ confirmed: true })).not.toHaveProperty('unconfirmedSegment');
    expect(
      warningsOf({ confirmed: false }, context({ unconfirmedSegment: false })),
    ).not.toHaveProperty('unconfirmedSegment');
  });

  it('unresolvedComments: says how many', () => {
    expect(warningsOf({ unresolvedComments: 2 }).unresolvedComments).toBe('2');
    expect(warningsOf({ unresolvedComments: 0 })).not.toHaveProperty('unresolvedComments');
  });

  it('newerVersionsInPreceedingWorkflowStep', () => {
    expect(warningsOf({ newerInPrecedingLevel: true })).toHaveProperty(
      'newerVersionsInPreceedingWorkflowStep',
    );
    expect(warningsOf({ newerInPrecedingLevel: false })).not.toHaveProperty(
      'newerVersionsInPreceedingWorkflowStep',
    );
  });
});

describe('target length', () => {
  const long = { source: 'Short one.', target: 'Ein sehr langer Satz.' };

  it('checks nothing while neither the import settings nor the overrides ask for it', () => {
    expect(warningsOf(long)).not.toHaveProperty('targetLength');
    expect(
      warningsOf(
        long,
        context(
          {},
          {
            importTargetLength: {
              ...importLength,
              targetLength: false,
              targetLengthPercent: false,
            },
          },
        ),
      ),
    ).not.toHaveProperty('targetLength');
  });

  it('uses the import settings: characters and percent of source, tags not counted', () => {
    expect(warningsOf(long, context({}, { importTargetLength: importLength })).targetLength).toBe(
      '21 > 10 characters; 210% > 150% of the source',
    );
    expect(
      warningsOf(
        { source: 'Short one.', target: '{1}Kurz eins{/1}' },
        context({}, { importTargetLength: importLength }),
      ),
    ).not.toHaveProperty('targetLength');
  });

  it('the project overrides each length only while the overrides are on', () => {
    const overriding = {
      overrideTargetLengthOptionsSetDuringJobCreation: true,
      overrideTargetSegmentsLongerThanXCharacters: true,
      targetSegmentsLongerThanXCharacters: 30,
    };
    // Characters from the project (30, not 10), percent still from the import settings.
    expect(
      warningsOf(long, context(overriding, { importTargetLength: importLength })).targetLength,
    ).toBe('210% > 150% of the source');
    const percent = {
      overrideTargetLengthOptionsSetDuringJobCreation: true,
      overrideTargetSegmentsLongerThanXPercentOfSource: true,
      targetSegmentsLongerThanXPercentOfSource: 200,
    };
    expect(warningsOf(long, context(percent)).targetLength).toBe('210% > 200% of the source');
    // Without the main override the project's lengths are not read.
    expect(
      warningsOf(
        long,
        context({ ...percent, overrideTargetLengthOptionsSetDuringJobCreation: false }),
      ),
    ).not.toHaveProperty('targetLength');
  });

  it("checks the file's own limit of a segment", () => {
    expect(warningsOf({ ...long, maxLength: 20 }).targetLength).toBe(
      '21 > 20 characters allowed by the file',
    );
    expect(warningsOf({ ...long, maxLength: 21 })).not.toHaveProperty('targetLength');
  });
});
