import type { BatchLimits } from './engine.js';

/** Consecutive runs of the texts' indexes, each within the engine's limits; a longer text goes alone. */
export function batches(texts: readonly string[], limits: BatchLimits): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  let chars = 0;
  texts.forEach((text, index) => {
    if (
      run.length > 0 &&
      (run.length >= limits.maxTexts || chars + text.length > limits.maxChars)
    ) {
      runs.push(run);
      run = [];
      chars = 0;
    }
    run.push(index);
    chars += text.length;
  });
  if (run.length > 0) runs.push(run);
  return runs;
}
