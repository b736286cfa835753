import { describe, expect, it } from 'vitest';
import { postingKeys } from './postingKeys.js';
import { UnitBatchBuilder, type UnitBatch } from './unitBatch.js';
import { unitRow, type ImportedUnit } from './unitRows.js';
import { plainText, unitHash } from './unitText.js';

function unitOf(index: number): ImportedUnit {
  // Long and multi-byte texts now and then, so that rows and keys outgrow the first buffers.
  const repeat = index % 50 === 0 ? 400 : 1 + (index % 4);
  const source = `Save file ${index} 保存 😀 {1}now{/1} "quoted" \\ ${'word '.repeat(repeat)}`;
  const target = `Datei ${index} speichern Öffnen ${'Wort '.repeat(repeat)}`;
  const context = { contextPrev: `before ${index}`, contextNext: '', contextKey: '' };
  return {
    source_lang: 'en_us',
    target_lang: index % 3 === 0 ? 'fr_fr' : 'de_de',
    source,
    target,
    source_plain: plainText(source),
    target_plain: plainText(target),
    context_prev: context.contextPrev,
    context_next: '',
    context_key: '',
    unit_hash: unitHash({ source, target, ...context }),
    created_by: 'pm',
    modified_by: 'pm',
    created_at: '2024-01-01T00:00:00.000Z',
    modified_at: '2024-01-01T00:00:00.000Z',
    import_task_id: index % 2 === 0 ? 'task' : null,
  };
}

// The batch as it was composed from the whole list of units before the builder.
function reference(units: ImportedUnit[]) {
  const keys = units.map((unit) => Array.from(postingKeys(unit)));
  let end = 0;
  return {
    rows: JSON.parse(JSON.stringify(units.map(unitRow))) as unknown,
    identities: units.map(
      (unit) => `${unit.source_lang}\u0000${unit.target_lang}\u0000${unit.unit_hash}`,
    ),
    keys: keys.flat(),
    ends: keys.map((triples) => (end += triples.length)),
  };
}

const asPlain = (batch: UnitBatch) => ({
  rows: JSON.parse(new TextDecoder().decode(batch.rows)) as unknown,
  identities: batch.identities,
  keys: Array.from(batch.keys),
  ends: Array.from(batch.ends),
});

describe('UnitBatchBuilder', () => {
  it('builds the batch the whole list gave, batch after batch, its buffers grown', () => {
    const builder = new UnitBatchBuilder();
    for (const [first, count] of [
      [0, 3],
      [3, 1200],
      [1203, 1],
    ] as const) {
      const units = Array.from({ length: count }, (_, index) => unitOf(first + index));
      for (const unit of units) builder.add(unit);
      expect(builder.units).toBe(count);
      const batch = builder.build();
      expect(builder.units).toBe(0);
      expect(asPlain(batch)).toEqual(reference(units));
      // Rows and keys grown well past the builder's first buffers.
      if (count > 1000)
        expect([batch.rows.length, batch.keys.length]).toEqual([
          expect.toSatisfy((bytes: number) => bytes > 256 * 1024),
          expect.toSatisfy((keys: number) => keys > 64 * 1024),
        ]);
    }
  });

  it('builds an empty batch as an empty array', () => {
    expect(asPlain(new UnitBatchBuilder().build())).toEqual(reference([]));
  });
});
