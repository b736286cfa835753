import type { EditorSegmentPage, EditorSegmentsQuery, SegmentSearch } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { PartRow } from '../jobs/index.js';
import type { Viewer } from '../projects/index.js';
import {
  searchedPage,
  searchedTexts,
  segmentPage,
  segmentsByIds,
  type SegmentCriteria,
} from '../segments/index.js';
import { editorPart } from './access.js';
import { presentSegment } from './present.js';
import { matches, searchPattern } from './searchPattern.js';

/** The SQL side of a search: its status filter, and its texts unless they are regular expressions. */
export function criteriaOf(ctx: AppContext, part: PartRow, search: SegmentSearch): SegmentCriteria {
  return {
    jobPartId: part.id,
    level: part.workflow_level,
    filter: search.filter,
    source: search.regex ? '' : search.source,
    target: search.regex ? '' : search.target,
    matchCase: search.matchCase,
    dialect: ctx.db.dialect,
  };
}

/**
 * The segments a search selects, one page of them and how many: SQL filters and finds plain
 * texts; regular expressions are tested here over the texts the status filter leaves.
 */
async function searchedSegments(
  ctx: AppContext,
  part: PartRow,
  query: EditorSegmentsQuery,
): Promise<{ total: number; rows: Awaited<ReturnType<typeof segmentsByIds>> }> {
  const db = ctx.db.kysely;
  const criteria = criteriaOf(ctx, part, query);
  const page = { offset: query.offset, limit: query.limit };
  if (!query.regex || (query.source === '' && query.target === ''))
    return searchedPage(db, part.job_id, criteria, page);
  const source = query.source === '' ? null : searchPattern(query.source, query, 'source');
  const target = query.target === '' ? null : searchPattern(query.target, query, 'target');
  const found = (await searchedTexts(db, part.job_id, criteria)).filter(
    (row) => (!source || matches(source, row.source)) && (!target || matches(target, row.target)),
  );
  const ids = found.slice(page.offset, page.offset + page.limit).map((row) => row.id);
  return { total: found.length, rows: await segmentsByIds(db, part.job_id, ids) };
}

const searches = (query: SegmentSearch) =>
  query.filter !== 'ALL' || query.source !== '' || query.target !== '';

/** One page of a job part's segments, those the search selects, as the editor's grid shows them. */
export async function segmentsPage(
  ctx: AppContext,
  viewer: Viewer,
  query: EditorSegmentsQuery,
): Promise<EditorSegmentPage> {
  const { part, editable } = await editorPart(ctx, viewer, query.jobPart);
  const { total, rows } = searches(query)
    ? await searchedSegments(ctx, part, query)
    : {
        total: part.segments_count,
        rows: await segmentPage(ctx.db.kysely, part.job_id, query.offset, query.limit),
      };
  return {
    jobPartId: part.id,
    workflowLevel: part.workflow_level,
    total,
    offset: query.offset,
    editable,
    segments: rows.map((row) => presentSegment(row, part.workflow_level)),
  };
}
