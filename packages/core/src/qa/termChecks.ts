import type { QualitySettings } from '@tessera/contracts';
import { containsTerm, textsOf } from './text.js';
import type { Finding, QaSegment, TermHit } from './types.js';

const used = (target: string, terms: readonly string[]) =>
  terms.filter((term) => containsTerm(target, term));

/** Per source term, no allowed translation in the target while one is approved; and forbidden translations used. */
export function terminology(segment: QaSegment, settings: QualitySettings): Finding {
  const { target: text } = textsOf(segment);
  if (!text.hasText) return undefined;
  const target = text.lower;
  const bySource = new Map<string, TermHit[]>();
  for (const hit of segment.termHits) {
    const key = hit.sourceTerm.toLocaleLowerCase();
    bySource.set(key, [...(bySource.get(key) ?? []), hit]);
  }
  const details: string[] = [];
  for (const hits of bySource.values()) {
    const allowed = hits.filter(
      (hit) => !hit.forbidden && (hit.approved || settings.allowUnapprovedTerms),
    );
    const required = hits.some((hit) => hit.approved && !hit.forbidden);
    if (
      required &&
      used(
        target,
        allowed.flatMap((hit) => hit.targetTerms),
      ).length === 0
    )
      details.push(`missing: ${hits[0]?.sourceTerm ?? ''}`);
  }
  const forbidden = used(
    target,
    segment.termHits.filter((hit) => hit.forbidden).flatMap((hit) => hit.targetTerms),
  );
  if (forbidden.length > 0) details.push(`forbidden: ${forbidden.join(', ')}`);
  return details.length > 0 ? { details: details.join('; ') } : undefined;
}

/** Unapproved term translations used in the target (checked only while they are not allowed). */
export function unapprovedTerms(segment: QaSegment): Finding {
  const approved = new Set(
    segment.termHits
      .filter((hit) => hit.approved)
      .flatMap((hit) => hit.targetTerms.map((term) => term.toLocaleLowerCase())),
  );
  const unapproved = segment.termHits
    .filter((hit) => !hit.approved && !hit.forbidden)
    .flatMap((hit) => hit.targetTerms)
    .filter((term) => !approved.has(term.toLocaleLowerCase()));
  const found = used(textsOf(segment).target.lower, unapproved);
  return found.length > 0 ? { details: found.join(', ') } : undefined;
}

/** Forbidden terms of the term bases in the target, beyond those the segment's own term hits name. */
export function forbiddenTermsWithoutSource(
  segment: QaSegment,
  forbiddenTerms: readonly string[],
): Finding {
  const ofHits = new Set(
    segment.termHits
      .filter((hit) => hit.forbidden)
      .flatMap((hit) => hit.targetTerms.map((term) => term.toLocaleLowerCase())),
  );
  const candidates = forbiddenTerms.filter((term) => !ofHits.has(term.toLocaleLowerCase()));
  const found = used(textsOf(segment).target.lower, candidates);
  return found.length > 0 ? { details: found.join(', ') } : undefined;
}

/** The project's comma-separated custom forbidden terms as a list. */
export function customTermList(customForbiddenTerms: string): string[] {
  return customForbiddenTerms
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
}

/** The project's custom forbidden terms found in the target (whole words, any case). */
export function customForbiddenTerms(segment: QaSegment, terms: readonly string[]): Finding {
  const found = used(textsOf(segment).target.lower, terms);
  return found.length > 0 ? { details: found.join(', ') } : undefined;
}
