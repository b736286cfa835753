import { describe, expect, it } from 'vitest';
import { drawSample } from './sample.js';

const segments = Array.from({ length: 400 }, (_unused, index) => ({
  id: index + 1,
  words: 5 + (index % 7),
}));
const wordsOf = (sample: ReadonlyArray<{ words: number }>) =>
  sample.reduce((sum, segment) => sum + segment.words, 0);

describe('the post-delivery QA sample', () => {
  it('takes a tenth of the words, at least 250, from segments spread over the job', () => {
    const total = wordsOf(segments);
    const sample = drawSample(segments, 'part-uid-1');
    expect(wordsOf(sample)).toBeGreaterThanOrEqual(Math.max(total / 10, 250));
    // No more than one segment past the goal.
    expect(wordsOf(sample.slice(0, -1))).toBeLessThan(Math.max(total / 10, 250) + 11);
    expect(sample.map((segment) => segment.id)).toEqual(
      [...sample.map((segment) => segment.id)].sort((a, b) => a - b),
    );
    const ids = sample.map((segment) => segment.id);
    expect(Math.max(...ids) - Math.min(...ids)).toBeGreaterThan(200);
  });

  it('draws the same sample from the same seed, another from another', () => {
    expect(drawSample(segments, 'part-uid-1')).toEqual(drawSample(segments, 'part-uid-1'));
    expect(drawSample(segments, 'part-uid-2')).not.toEqual(drawSample(segments, 'part-uid-1'));
  });

  it('takes a short job whole, and nothing from nothing', () => {
    const short = segments.slice(0, 10);
    expect(drawSample(short, 'seed')).toEqual(short);
    expect(drawSample([], 'seed')).toEqual([]);
  });
});
