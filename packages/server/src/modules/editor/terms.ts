import type { SegmentPanelQuery, TermSuggestion, TermSuggestions } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Viewer } from '../projects/index.js';
import { assignedTerms, termIndex } from '../qa/index.js';
import { editorPart } from './access.js';
import { panelSegment } from './panelSegment.js';

/** The editor's term panel: the hits of the segment's source in the term bases the project reads. */
export async function segmentTerms(
  ctx: AppContext,
  viewer: Viewer,
  query: SegmentPanelQuery,
): Promise<TermSuggestions> {
  const { part } = await editorPart(ctx, viewer, query.jobPart);
  const segment = await panelSegment(ctx, part, query.segment);
  const rows = await assignedTerms(ctx.db.kysely, part.project_id, part.target_lang, 'read_mode');
  const hits = termIndex(rows, part.source_lang, part.target_lang).hitsOf(segment.source);
  // The index gives one hit per translation; the panel lists a source term once with all of them.
  const bySource = new Map<string, TermSuggestion>();
  for (const hit of hits) {
    const term = bySource.get(hit.sourceTerm) ?? { sourceTerm: hit.sourceTerm, targetTerms: [] };
    for (const text of hit.targetTerms)
      term.targetTerms.push({ text, approved: hit.approved, forbidden: hit.forbidden });
    bySource.set(hit.sourceTerm, term);
  }
  // Forbidden translations last: the panel offers the usable ones first.
  const terms = [...bySource.values()].map((term) => ({
    ...term,
    targetTerms: term.targetTerms.toSorted((a, b) => Number(a.forbidden) - Number(b.forbidden)),
  }));
  return { terms };
}
