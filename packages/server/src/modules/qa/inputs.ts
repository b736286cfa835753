import { FileImportSettings, permissions } from '@tessera/contracts';
import type { ImportTargetLength, QaContext, QaSegment } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { PartRow } from '../jobs/index.js';
import { getProject, type Viewer } from '../projects/index.js';
import { levelBit, unresolvedCommentCounts } from '../segments/index.js';
import { newerInEarlierLevels, qaSegmentRows, qaTerms, type QaSegmentRow } from './queries.js';
import { spellerFor } from './speller.js';
import { termIndex, type TermIndex } from './terms.js';

// What a QA run reads: the part's segments at its level, the project's settings, terms, speller.

function importTargetLength(json: string): ImportTargetLength {
  const settings = FileImportSettings.parse(JSON.parse(json));
  return {
    targetLength: settings.targetLength === true,
    targetLengthMax: settings.targetLengthMax,
    targetLengthPercent: settings.targetLengthPercent === true,
    targetLengthPercentValue: settings.targetLengthPercentValue,
  };
}

// The project is read as its organization: the caller has already checked the part's access.
const organizationReader = (organizationId: number): Viewer => ({
  userId: 0,
  organizationId,
  role: 'ADMIN',
  permissions: [...permissions],
  disableProjectSharing: false,
});

/** Everything a run of the part needs besides its segments and speller: settings and terms. */
export async function contextOf(
  ctx: AppContext,
  organizationId: number,
  part: PartRow,
): Promise<QaContext & { terms: TermIndex }> {
  const project = await getProject(ctx, organizationReader(organizationId), part.project_uid);
  const settings = project.qualitySettings;
  const terms = termIndex(
    await qaTerms(ctx.db.kysely, part.project_id, part.target_lang),
    part.source_lang,
    part.target_lang,
  );
  return {
    settings,
    importTargetLength: importTargetLength(part.import_settings),
    targetLang: part.target_lang,
    forbiddenTerms: terms.forbidden,
    terms,
  };
}

/** The context with the speller of these targets' words, when spelling is on. */
export async function withSpeller<Context extends QaContext>(
  context: Context,
  targets: readonly string[],
): Promise<Context> {
  if (!context.settings.spelling) return context;
  return { ...context, speller: await spellerFor(context.targetLang, targets) };
}

/** What a QA segment needs besides its row: what other tables say of the part's segments. */
export interface SegmentFacts {
  bit: number;
  newer: Set<number>;
  unresolvedComments: Map<number, number>;
  terms: TermIndex;
}

export function qaSegment(row: QaSegmentRow, facts: SegmentFacts): QaSegment {
  return {
    id: row.id,
    ordinal: row.ordinal,
    source: row.source,
    target: row.target,
    confirmed: (row.confirmed_levels & facts.bit) !== 0,
    locked: (row.locked_levels & facts.bit) !== 0,
    matchOrigin: row.match_origin as QaSegment['matchOrigin'],
    matchScore: row.match_score,
    // A changed target becomes HUMAN (the editor's save), so a TM origin means an unedited match.
    targetEdited: false,
    unresolvedComments: facts.unresolvedComments.get(row.id) ?? 0,
    newerInPrecedingLevel: facts.newer.has(row.id),
    maxLength: row.max_length,
    termHits: facts.terms.hitsOf(row.source),
  };
}

/**
 * The part's segments as QA reads them, at the part's workflow level: all, or only a segment
 * and those sharing its source or target (see qaSegmentRows).
 */
export async function qaSegments(
  ctx: AppContext,
  part: PartRow,
  terms: TermIndex,
  around?: { source: string; target: string },
): Promise<QaSegment[]> {
  const db = ctx.db.kysely;
  const rows = await qaSegmentRows(db, part.job_id, around);
  const ids = around ? rows.map((row) => row.id) : undefined;
  const facts: SegmentFacts = {
    bit: levelBit(part.workflow_level),
    newer: await newerInEarlierLevels(db, part.job_id, part.workflow_level, ids),
    unresolvedComments: await unresolvedCommentCounts(db, part.job_id, ids),
    terms,
  };
  return rows.map((row) => qaSegment(row, facts));
}
