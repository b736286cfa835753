import { textsOf } from './text.js';
import type { Finding, QaSegment } from './types.js';

/** For each source, its distinct targets; for each target, its distinct sources: one pass over the job. */
export interface TranslationIndex {
  targetsOfSource: Map<string, Set<string>>;
  sourcesOfTarget: Map<string, Set<string>>;
}

export function translationIndex(segments: readonly QaSegment[]): TranslationIndex {
  const index: TranslationIndex = { targetsOfSource: new Map(), sourcesOfTarget: new Map() };
  for (const segment of segments) {
    const source = textsOf(segment).source.normalised;
    const target = textsOf(segment).target.normalised;
    if (source === '' || target === '') continue;
    let targets = index.targetsOfSource.get(source);
    if (!targets) index.targetsOfSource.set(source, (targets = new Set()));
    targets.add(target);
    let sources = index.sourcesOfTarget.get(target);
    if (!sources) index.sourcesOfTarget.set(target, (sources = new Set()));
    sources.add(source);
  }
  return index;
}

/** The same source translated differently elsewhere in the job, or the same target given to another source. */
export function inconsistentTranslations(segment: QaSegment, index: TranslationIndex): Finding {
  const source = textsOf(segment).source.normalised;
  const target = textsOf(segment).target.normalised;
  if (source === '' || target === '') return undefined;
  const targets = index.targetsOfSource.get(source)?.size ?? 0;
  const sources = index.sourcesOfTarget.get(target)?.size ?? 0;
  const details = [
    targets > 1 ? `source translated ${targets} ways` : '',
    sources > 1 ? `target used for ${sources} sources` : '',
  ].filter(Boolean);
  return details.length > 0 ? { details: details.join('; ') } : undefined;
}
