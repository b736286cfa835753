import fc from 'fast-check';
import { tagTokens } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { transferTags } from './transferTags.js';

/** Every close ends the innermost open tag, every tag appears once, every open is closed. */
function wellFormed(text: string): boolean {
  const open: string[] = [];
  const seen = new Set<string>();
  for (const tag of tagTokens(text)) {
    const key = text.slice(tag.start, tag.end);
    if (seen.has(key)) return false;
    seen.add(key);
    if (tag.kind === 'open') open.push(tag.id);
    if (tag.kind === 'close' && open.pop() !== tag.id) return false;
  }
  return open.length === 0;
}

describe('transferTags', () => {
  it('puts the query tags where the unit target had the unit tags', () => {
    expect(
      transferTags(
        'Click {3}Save{/3} now{4/}',
        'Click {1}Save{/1} now{2/}',
        'Klicken Sie {2/}jetzt auf {1}Speichern{/1}',
      ),
    ).toBe('Klicken Sie {4/}jetzt auf {3}Speichern{/3}');
  });

  it('appends query tags the unit lacks and drops unit tags the query lacks', () => {
    expect(transferTags('{1}Save{/1} the file{2/}', 'Save the file', 'Datei speichern')).toBe(
      'Datei speichern{1}{/1}{2/}',
    );
    expect(
      transferTags('Save the file', '{1}Save{/1} the file{2/}', '{1}Datei{/1} speichern{2/}'),
    ).toBe('Datei speichern');
  });

  it('keeps the unit nesting with the query ids', () => {
    expect(transferTags('{5}{6}a{/6}{/5}', '{1}{2}a{/2}{/1}', '{1}x {2}y{/2}{/1}')).toBe(
      '{5}x {6}y{/6}{/5}',
    );
  });

  it('repairs a target whose tags overlap', () => {
    expect(transferTags('{1}a{/1} {2}b{/2}', '{1}a{/1} {2}b{/2}', '{1}x {2}y{/1} z{/2}')).toBe(
      '{1}x {2}y z{/2}{/1}',
    );
  });

  it('always gives well-formed tags for a well-formed query', () => {
    const tagged = fc
      .array(fc.constantFrom('a ', 'b ', '{1}x{/1} ', '{2}y {3/}{/2}', '{4/}', '{5}{6}z{/6}{/5}'), {
        maxLength: 5,
      })
      .map((parts) => parts.join(''));
    const target = fc
      .array(
        fc.constantFrom(
          'a ',
          '{1}',
          '{/1}',
          '{2}',
          '{/2}',
          '{3/}',
          '{4/}',
          '{5}',
          '{/5}',
          '{7}',
          '{/7}',
        ),
        {
          maxLength: 10,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(tagged, tagged, target, (query, unitSource, unitTarget) => {
        fc.pre(wellFormed(query));
        const result = transferTags(query, unitSource, unitTarget);
        expect(wellFormed(result)).toBe(true);
        const keys = (text: string) =>
          tagTokens(text)
            .map((t) => text.slice(t.start, t.end))
            .sort();
        expect(keys(result)).toEqual(keys(query));
      }),
      { numRuns: 1000 },
    );
  });
});
