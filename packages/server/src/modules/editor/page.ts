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

// Texts tested here rather than in SQL: regular expressions, and case-insensitive texts beyond
// ASCII, which lower() folds only in ASCII on SQLite (and per the database's locale on PostgreSQL).
const testedHere = (search: SegmentSearch, text: string) =>
  text !== '' && (search.regex || (!search.matchCase && /[\u0080-\uffff]/.test(text)));

/** The SQL side of a search: its status filter, and the texts SQL can find. */
export function criteriaOf(ctx: AppContext, part: PartRow, search: SegmentSearch): SegmentCriteria {
  return {
    jobPartId: part.id,
    level: part.workflow_level,
    filter: search.filter,
    source: testedHere(search, search.source) ? '' : search.source,
    target: testedHere(search, search.target) ? '' : search.target,
    matchCase: search.matchCase,
    dialect: ctx.db.dialect,
  };
}

export interface TextTest {
  (row: { source: string; target: string }): boolean;
  /** False when SQL found everything and every row passes. */
  needed: boolean;
}

/** The test of the texts SQL leaves to the server; a bad pattern answers 400 naming `{prefix}source` or target. */
export function textTest(search: SegmentSearch, prefix = ''): TextTest {
  const patternOf = (text: string, field: string) =>
    testedHere(search, text) ? searchPattern(text, search, `${prefix}${field}`) : null;
  const source = patternOf(search.source, 'source');
  const target = patternOf(search.target, 'target');
  const test = (row: { source: string; target: string }) =>
    (!source || matches(source, row.source)) && (!target || matches(target, row.target));
  return Object.assign(test, { needed: source !== null || target !== null });
}

/**
 * The segments a search selects, one page of them and how many: SQL filters and finds plain
 * texts; the rest is tested here over the texts the status filter leaves.
 */
async function searchedSegments(
  ctx: AppContext,
  part: PartRow,
  query: EditorSegmentsQuery,
): Promise<{ total: number; rows: Awaited<ReturnType<typeof segmentsByIds>> }> {
  const db = ctx.db.kysely;
  const criteria = criteriaOf(ctx, part, query);
  const page = { offset: query.offset, limit: query.limit };
  const test = textTest(query);
  if (!test.needed) return searchedPage(db, part.job_id, criteria, page);
  const found = (await searchedTexts(db, part.job_id, criteria)).filter(test);
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
