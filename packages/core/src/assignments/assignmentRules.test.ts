import { describe, expect, it } from 'vitest';
import { linkTbModes, tbQaNeedsRead } from './termBaseRules.js';
import { linkTmModes, tmDirection, tmGroupProblems } from './transMemoryRules.js';

describe('assignment rules', () => {
  it('links the term base modes and finds QA without read', () => {
    const off = { readMode: false, writeMode: false, qualityAssurance: false };
    expect(linkTbModes(off, 'writeMode', true)).toEqual({
      ...off,
      readMode: true,
      writeMode: true,
    });
    const all = { readMode: true, writeMode: true, qualityAssurance: true };
    expect(linkTbModes(all, 'readMode', false)).toEqual(off);
    expect(tbQaNeedsRead({ ...off, qualityAssurance: true })).toBe(true);
    expect(tbQaNeedsRead({ ...off, writeMode: true, qualityAssurance: true })).toBe(false);
  });

  it('links the memory modes: write reads, no read no write, a penalty reads', () => {
    const off = { readMode: false, writeMode: false, penalty: 0 };
    expect(linkTmModes(off, { field: 'writeMode', value: true })).toMatchObject({ readMode: true });
    expect(
      linkTmModes(
        { readMode: true, writeMode: true, penalty: 0 },
        { field: 'readMode', value: false },
      ),
    ).toEqual(off);
    expect(linkTmModes(off, { field: 'penalty', value: 20 })).toEqual({
      ...off,
      readMode: true,
      penalty: 20,
    });
  });

  it('tells direct from reverse memories', () => {
    const tm = { sourceLang: 'en', targetLangs: ['de'] };
    expect(tmDirection(tm, 'en', 'de')).toBe('direct');
    expect(tmDirection(tm, 'de', 'en')).toBe('reverse');
    expect(tmDirection(tm, 'en', 'fr')).toBeUndefined();
    expect(tmDirection(tm, null, 'de')).toBe('direct');
  });

  it('names locales over the write limit once and groups without a writer', () => {
    const writer = { writeMode: true };
    const reader = { writeMode: false };
    const groups = [
      { step: 'Default', locale: 'de', memories: [writer, writer, writer] },
      { step: 'Revision', locale: 'de', memories: [writer, writer, writer] },
      { step: 'Default', locale: 'fr', memories: [reader] },
      { step: 'Default', locale: 'it', memories: [] },
    ];
    const problems = tmGroupProblems(groups, 2);
    expect(problems.overLimit).toEqual(['de']);
    expect(problems.withoutWriter.map((group) => group.locale)).toEqual(['fr']);
  });
});
