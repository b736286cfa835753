import { describe, expect, it } from 'vitest';
import { JsonBytes } from './jsonBytes.js';

const decoded = (out: JsonBytes) => new TextDecoder().decode(out.bytes());

describe('a skeleton written as JSON bytes', () => {
  it('writes each value as JSON.stringify does, numbers, a long text and nested pieces included', () => {
    const long = `${'é\u0001"'.repeat(400_000)}\ud83d`;
    const values: unknown[] = [
      0,
      -3,
      2.5,
      NaN,
      Infinity,
      'a"b',
      long,
      ['u1', 'Hi', 7, { '1': '<b>' }, -1],
    ];
    const out = new JsonBytes();
    out.write('[');
    values.forEach((value, index) => {
      out.separate(index);
      out.value(value);
    });
    out.write(']');
    const text = decoded(out);
    expect(text).toBe(JSON.stringify(values));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(values)));
  });
});
