import { CONCORDANCE_MAX, type ConcordanceQuery, type ConcordanceResult } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { readableTms } from '../assignments/index.js';
import type { Viewer } from '../projects/index.js';
import { concordanceUnits } from '../tm/index.js';
import { editorPart } from './access.js';
import { epochMs } from './present.js';
import { tmNames } from './tmNames.js';

/** The editor's Concordance panel: units of the memories the part's step reads with the words. */
export async function concordance(
  ctx: AppContext,
  viewer: Viewer,
  query: ConcordanceQuery,
): Promise<ConcordanceResult> {
  const db = ctx.db.kysely;
  const { part } = await editorPart(ctx, viewer, query.jobPart);
  const tms = await readableTms(db, part);
  if (tms.length === 0) return { hits: [] };
  const units = await concordanceUnits(db, {
    tms,
    sourceLang: part.source_lang,
    targetLang: part.target_lang,
    text: query.q,
    side: query.side,
    limit: CONCORDANCE_MAX,
  });
  if (units.length === 0) return { hits: [] };
  const nameOf = await tmNames(
    db,
    units.map((unit) => unit.tmId),
  );
  return {
    hits: units.map((unit) => ({
      tmId: unit.tmId,
      tmName: nameOf.get(unit.tmId) ?? '',
      unitId: unit.unitId,
      source: unit.source,
      target: unit.target,
      author: unit.createdBy,
      modifiedAt: epochMs(unit.modifiedAt),
    })),
  };
}
