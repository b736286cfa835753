import {
  EDITOR_MATCH_FLOOR,
  EDITOR_MATCHES_MAX,
  type SegmentPanelQuery,
  type TmSuggestions,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { readableTms } from '../assignments/index.js';
import type { Viewer } from '../projects/index.js';
import { segmentWithNeighbours } from '../segments/index.js';
import { createMatcher } from '../tm/index.js';
import { editorPart } from './access.js';
import { panelSegment } from './panelSegment.js';
import { epochMs } from './present.js';
import { tmNames } from './tmNames.js';

/** The editor's TM panel: the best matches of one segment, best first. */
export async function segmentMatches(
  ctx: AppContext,
  viewer: Viewer,
  query: SegmentPanelQuery,
): Promise<TmSuggestions> {
  const db = ctx.db.kysely;
  const { part } = await editorPart(ctx, viewer, query.jobPart);
  const segment = await panelSegment(ctx, part, query.segment);
  const tms = await readableTms(db, part);
  if (tms.length === 0) return { matches: [] };
  const around = await segmentWithNeighbours(db, part.job_id, segment.ordinal);
  const sourceAt = (ordinal: number) => around.find((row) => row.ordinal === ordinal)?.source ?? '';
  const matcher = createMatcher(db, ctx.db.dialect, {
    tms,
    sourceLang: part.source_lang,
    targetLang: part.target_lang,
    contextType: 'AUTO',
  });
  const found = await matcher.matches(
    {
      source: segment.source,
      context: {
        prev: sourceAt(segment.ordinal - 1),
        next: sourceAt(segment.ordinal + 1),
        key: segment.context_key ?? '',
      },
    },
    EDITOR_MATCH_FLOOR,
    EDITOR_MATCHES_MAX,
  );
  if (found.length === 0) return { matches: [] };
  const nameOf = await tmNames(
    db,
    found.map((match) => match.tmId),
  );
  return {
    matches: found.map((match) => ({
      ...match,
      tmName: nameOf.get(match.tmId) ?? '',
      modifiedAt: epochMs(match.modifiedAt),
    })),
  };
}
