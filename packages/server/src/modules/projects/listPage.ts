import type { Kysely } from 'kysely';
import type { ProjectSortField } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { sortProjects } from './listQuery.js';
import {
  listedColumns,
  visibleProjects,
  type ProjectListRow,
  type ProjectQuery,
} from './queries.js';
import type { Viewer } from './viewer.js';

type Db = Kysely<Database>;
type Order = 'ASC' | 'DESC';
type LookupTable = 'clients' | 'business_units' | 'cost_centers' | 'subjects' | 'media_types';
type LookupKey =
  'p.client_id' | 'p.business_unit_id' | 'p.cost_center_id' | 'p.subject_id' | 'p.media_type_id';

// A run of the list's order that one index reads in order: the projects it holds and their order.
interface Segment {
  narrow: (query: ProjectQuery) => ProjectQuery;
  order: (query: ProjectQuery) => ProjectQuery;
}

// Beyond this many lookups the database sorts by the joined name: each would cost a statement.
const MAX_WALKED_LOOKUPS = 100;

const lookups = {
  owner: { column: 'p.owner_id', table: 'users', name: 'user_name' },
  client: { column: 'p.client_id', table: 'clients', name: 'name' },
  businessUnit: { column: 'p.business_unit_id', table: 'business_units', name: 'name' },
  costCenter: { column: 'p.cost_center_id', table: 'cost_centers', name: 'name' },
  subject: { column: 'p.subject_id', table: 'subjects', name: 'name' },
  mediaType: { column: 'p.media_type_id', table: 'media_types', name: 'name' },
} as const;
type LookupSort = keyof typeof lookups;
const isLookupSort = (field: ProjectSortField): field is LookupSort => field in lookups;

const byId = (order: Order) => (query: ProjectQuery) =>
  query.orderBy('p.id', order === 'ASC' ? 'asc' : 'desc');

/**
 * A lookup's names are unique in the organization, so sorting by the name is sorting by the
 * lookup in name order and then by id: each lookup's projects come from the (organization,
 * lookup, id) index in order, those without one last, instead of every match sorted by a join.
 */
async function lookupSegments(
  db: Db,
  organizationId: number,
  field: LookupSort,
  order: Order,
): Promise<Segment[] | undefined> {
  const { column, table, name } = lookups[field];
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const ids = await db
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy(name, direction)
    .limit(MAX_WALKED_LOOKUPS + 1)
    .execute();
  if (ids.length > MAX_WALKED_LOOKUPS) return undefined;
  const named: Segment[] = ids.map(({ id }) => ({
    narrow: (query) => query.where(column, '=', id),
    order: byId(order),
  }));
  if (field === 'owner') return named;
  return [...named, { narrow: (query) => query.where(column, 'is', null), order: byId(order) }];
}

// Due dates first in their order, then the projects without one by id (both read by index).
function dueDateSegments(order: Order): Segment[] {
  const direction = order === 'ASC' ? 'asc' : 'desc';
  return [
    {
      narrow: (query) => query.where('p.date_due', 'is not', null),
      order: (query) => query.orderBy('p.date_due', direction).orderBy('p.id', direction),
    },
    { narrow: (query) => query.where('p.date_due', 'is', null), order: byId(order) },
  ];
}

async function segmentsOf(
  db: Db,
  organizationId: number,
  field: ProjectSortField,
  order: Order,
): Promise<Segment[]> {
  const whole: Segment[] = [
    { narrow: (query) => query, order: (query) => sortProjects(query, field, order) },
  ];
  if (field === 'dateDue') return dueDateSegments(order);
  if (!isLookupSort(field)) return whole;
  return (await lookupSegments(db, organizationId, field, order)) ?? whole;
}

/**
 * The matches found first, then sorted: `offset 0` keeps PostgreSQL from merging the subquery, so
 * it reads the filter's own index instead of walking the sort's and testing every project.
 */
const matchesFirst = (filtered: ProjectQuery): ProjectQuery =>
  filtered.where('p.id', 'in', filtered.select('p.id').offset(0));

/**
 * The ids of one page of the filtered projects in the asked order, read segment by segment from
 * the projects table alone: with the lookups joined, SQLite's planner (knowing them tiny) would
 * put one first and sort every match instead of reading the sort's index. `filterFirst` finds
 * the matches before sorting them, for a filter whose matches the sort's index holds at one end.
 */
export async function listedPageIds(
  db: Db,
  organizationId: number,
  matching: ProjectQuery,
  sort: { field: ProjectSortField; order: Order },
  page: { limit: number; offset: number; filterFirst: boolean },
): Promise<number[]> {
  const { limit, offset } = page;
  const filtered = page.filterFirst ? matchesFirst(matching) : matching;
  const ids: number[] = [];
  let skip = offset;
  for (const segment of await segmentsOf(db, organizationId, sort.field, sort.order)) {
    const wanted = limit - ids.length;
    if (wanted <= 0) break;
    const narrowed = segment.narrow(filtered);
    const found = await segment.order(narrowed).select('p.id').limit(wanted).offset(skip).execute();
    ids.push(...found.map((row) => row.id));
    // A segment that ends before the page starts moves the start by its size.
    if (found.length > 0) skip = 0;
    else if (skip > 0) {
      const { total } = await narrowed
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      skip -= Number(total);
    }
  }
  return ids;
}

/**
 * The list's columns of the given projects, in the order of the ids given. Names are read by key
 * in subqueries rather than joins, so every database reads the page's rows by id.
 */
export async function listedRows(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<ProjectListRow[]> {
  if (ids.length === 0) return [];
  const rows = await visibleProjects(db, viewer)
    .where('p.id', 'in', ids)
    .select((eb) => {
      const user = (key: 'p.owner_id' | 'p.created_by') =>
        eb.selectFrom('users').select('users.user_name').whereRef('users.id', '=', key);
      const named = (table: LookupTable, key: LookupKey) =>
        eb.selectFrom(table).select(`${table}.name`).whereRef(`${table}.id`, '=', key);
      const creatorOrganization = eb
        .selectFrom('users')
        .innerJoin('organizations', 'organizations.id', 'users.organization_id')
        .select('organizations.name')
        .whereRef('users.id', '=', 'p.created_by');
      return [
        ...listedColumns,
        // The keys reference users and their organizations: the empty text is never shown.
        eb.fn.coalesce(user('p.owner_id'), eb.val('')).as('owner_user_name'),
        eb.fn.coalesce(user('p.created_by'), eb.val('')).as('creator_user_name'),
        eb.fn.coalesce(creatorOrganization, eb.val('')).as('creator_organization_name'),
        eb
          .selectFrom('organizations')
          .select('organizations.name')
          .whereRef('organizations.id', '=', 'p.buyer_id')
          .as('buyer_name'),
        named('clients', 'p.client_id').as('client_name'),
        named('business_units', 'p.business_unit_id').as('business_unit_name'),
        named('cost_centers', 'p.cost_center_id').as('cost_center_name'),
        named('subjects', 'p.subject_id').as('subject_name'),
        named('media_types', 'p.media_type_id').as('media_type_name'),
      ];
    })
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
