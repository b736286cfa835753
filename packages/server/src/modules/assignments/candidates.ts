import type {
  AssetsByLocalesQuery,
  TbCandidate,
  TmCandidate,
  TmCandidates,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Viewer } from '../projects/index.js';
import { langsOf } from '../tb/index.js';
import { targetLangsOf } from '../tm/index.js';
import { selectTbCandidates, selectTmCandidates } from './queries.js';
import { tmDirection } from './tmAssignment.js';

interface CandidateRow {
  name: string;
  organization_id: number;
  is_public: number;
  client_id: number | null;
  client_name: string | null;
  created_by: number | null;
  creator_name: string | null;
  organization_name: string;
}

// The name and client filters of the select dialogs: "contains", any case.
function matchesFilters(row: CandidateRow, query: AssetsByLocalesQuery): boolean {
  const contains = (text: string | null, part: string | undefined) =>
    part === undefined || (text ?? '').toLowerCase().includes(part.toLowerCase());
  return contains(row.name, query.name) && contains(row.client_name, query.client);
}

function common(row: CandidateRow, viewer: Viewer) {
  return {
    client:
      row.client_id !== null && row.client_name !== null
        ? { id: row.client_id, name: row.client_name }
        : null,
    createdBy: {
      id: row.created_by,
      userName: row.creator_name ?? '',
      organizationName: row.organization_name,
    },
    // Spec 000 section 6: public and of another organization, so read only.
    isPublic: row.organization_id !== viewer.organizationId,
  };
}

/**
 * Memories for the locale pair(s): those translating sourceLang into one of the targetLang
 * values, and reverse ones (flagged isReverse) translating a target into sourceLang.
 */
export async function tmCandidates(
  ctx: AppContext,
  viewer: Viewer,
  query: AssetsByLocalesQuery,
): Promise<TmCandidates> {
  const rows = await selectTmCandidates(ctx.db.kysely, viewer.organizationId);
  const relevant: TmCandidate[] = [];
  for (const row of rows) {
    if (!matchesFilters(row, query)) continue;
    const targets = query.targetLang.length > 0 ? query.targetLang : targetLangsOf(row);
    const directions = targets.map((target) => tmDirection(row, query.sourceLang, target));
    if (!directions.some(Boolean)) continue;
    relevant.push({
      id: row.id,
      name: row.name,
      sourceLang: row.source_lang,
      targetLangs: targetLangsOf(row),
      ...common(row, viewer),
      isReverse: !directions.includes('direct'),
    });
  }
  return { relevant };
}

/** Term bases holding sourceLang and at least one of the targetLang values (any when none). */
export async function tbCandidates(
  ctx: AppContext,
  viewer: Viewer,
  query: AssetsByLocalesQuery,
): Promise<TbCandidate[]> {
  const rows = await selectTbCandidates(ctx.db.kysely, viewer.organizationId);
  const candidates: TbCandidate[] = [];
  for (const row of rows) {
    const langs = langsOf(row);
    if (!matchesFilters(row, query) || !langs.includes(query.sourceLang)) continue;
    const supported = query.targetLang.filter((lang) => langs.includes(lang));
    if (query.targetLang.length > 0 && supported.length === 0) continue;
    candidates.push({
      id: row.id,
      name: row.name,
      langs,
      termBasesWithSupportedTargetLocales: supported,
      ...common(row, viewer),
    });
  }
  return candidates;
}
