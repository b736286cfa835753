import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SegmentFilter } from '@tessera/contracts';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { editorRows } from './editorSegments.js';
import { levelBit } from './levelBit.js';

type Db = Kysely<Database>;

/** What selects a part's segments in SQL: the status filter and plain search texts. */
export interface SegmentCriteria {
  jobPartId: number;
  level: number;
  filter: SegmentFilter;
  /** Text the source, the target contains; '' for any. */
  source: string;
  target: string;
  matchCase: boolean;
  dialect: Dialect;
}

const isSet = (column: string, bit: number) => sql<SqlBool>`(${sql.ref(column)} & ${bit}) <> 0`;
const isClear = (column: string, bit: number) => sql<SqlBool>`(${sql.ref(column)} & ${bit}) = 0`;

// Statuses as the grid shows them (editor/present.ts): locked first, then confirmed.
function statusConditions(jobId: number, criteria: SegmentCriteria): RawBuilder<SqlBool>[] {
  const bit = levelBit(criteria.level);
  switch (criteria.filter) {
    case 'ALL':
      return [];
    case 'UNCONFIRMED':
      return [isClear('s.locked_levels', bit), isClear('s.confirmed_levels', bit)];
    case 'CONFIRMED':
      return [isClear('s.locked_levels', bit), isSet('s.confirmed_levels', bit)];
    case 'LOCKED':
      return [isSet('s.locked_levels', bit)];
    case 'QA_WARNINGS':
      return [
        sql<SqlBool>`s.id in (select w.segment_id from qa_warnings w
          where w.job_part_id = ${criteria.jobPartId} and w.ignored_at is null)`,
      ];
    case 'REPETITIONS':
      // Not correlated with s: the job's repeated sources are grouped once.
      return [
        sql<SqlBool>`s.source in (select r.source from segments r where r.job_id = ${jobId}
          group by r.source having count(*) > 1)`,
      ];
    case 'SAMPLED':
      return [
        sql<SqlBool>`s.id in (select ss.segment_id from scoring_sample_segments ss
          join scoring_jobs sj on sj.id = ss.scoring_job_id
          where sj.job_part_id = ${criteria.jobPartId})`,
      ];
  }
}

/**
 * `column` contains `text`: LIKE with its wildcards taken literally, lower case on both sides
 * unless the case must match, where LIKE would ignore it on SQLite and a position test is used.
 */
function contains(
  column: string,
  text: string,
  matchCase: boolean,
  dialect: Dialect,
): RawBuilder<SqlBool> {
  if (matchCase)
    return dialect === 'postgres'
      ? sql<SqlBool>`strpos(${sql.ref(column)}, ${text}) > 0`
      : sql<SqlBool>`instr(${sql.ref(column)}, ${text}) > 0`;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}

function conditions(jobId: number, criteria: SegmentCriteria): RawBuilder<SqlBool>[] {
  const { matchCase, dialect } = criteria;
  return [
    ...statusConditions(jobId, criteria),
    ...(criteria.source === '' ? [] : [contains('s.source', criteria.source, matchCase, dialect)]),
    ...(criteria.target === '' ? [] : [contains('s.target', criteria.target, matchCase, dialect)]),
  ];
}

/** The job's segments the criteria select, as the editor reads them, in file order. */
export function searchedRows(db: Db, jobId: number, criteria: SegmentCriteria) {
  let query = editorRows(db, jobId);
  for (const condition of conditions(jobId, criteria)) query = query.where(condition);
  return query.orderBy('s.ordinal');
}

/** One page of the segments the criteria select, and how many they select. */
export async function searchedPage(
  db: Db,
  jobId: number,
  criteria: SegmentCriteria,
  page: { offset: number; limit: number },
) {
  let count = db
    .selectFrom('segments as s')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('s.job_id', '=', jobId);
  for (const condition of conditions(jobId, criteria)) count = count.where(condition);
  const [total, rows] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    searchedRows(db, jobId, criteria).offset(page.offset).limit(page.limit).execute(),
  ]);
  return { total: Number(total.n), rows };
}

/** The texts of the segments the criteria select, in file order: what a regular expression tests. */
export function searchedTexts(db: Db, jobId: number, criteria: SegmentCriteria) {
  let query = db
    .selectFrom('segments as s')
    .select(['s.id', 's.source', 's.target'])
    .where('s.job_id', '=', jobId);
  for (const condition of conditions(jobId, criteria)) query = query.where(condition);
  return query.orderBy('s.ordinal').execute();
}

/** Segments of the job by id, as the editor reads them, in file order. */
export function segmentsByIds(db: Db, jobId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return editorRows(db, jobId).where('s.id', 'in', ids).orderBy('s.ordinal').execute();
}
