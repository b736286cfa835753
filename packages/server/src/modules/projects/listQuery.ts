import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { projectIdsWithJobStatus } from './jobsOfProjects.js';
import type { ProjectListQuery, ProjectSortField } from '@tessera/contracts';
import type { ProjectQuery } from './queries.js';

const HOUR_MS = 3_600_000;
const FINISHED_STATUSES = ['COMPLETED', 'CANCELLED', 'COMPLETED_BY_VENDOR', 'DECLINED_BY_VENDOR'];

export type ProjectFilters = Omit<
  ProjectListQuery,
  'sortField' | 'sortOrder' | 'page' | 'pageSize' | 'withPagination' | 'extendedDomains'
>;

const hoursFrom = (now: Date, hours: number) =>
  new Date(now.getTime() + hours * HOUR_MS).toISOString();
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Overdue: the due date passed and the project is not COMPLETED (spec 000 section 2.1).
function overdue(query: ProjectQuery, now: Date): ProjectQuery {
  return query.where('p.date_due', '<', now.toISOString()).where('p.status', '!=', 'COMPLETED');
}

/**
 * Every filter of spec 000 sections 2.1 and 7; each one narrows an indexed (organization, column)
 * range. A page walks its sort's index and probes each project's locales and vendors; a count
 * reads the locale's or vendor's index once instead of probing every project.
 */
export function filterProjects(
  db: Kysely<Database>,
  query: ProjectQuery,
  filters: ProjectFilters,
  viewerId: number,
  now: Date,
  { purpose, dialect }: { purpose: 'page' | 'count'; dialect: Dialect },
): ProjectQuery {
  let q = query;
  if (filters.name) {
    const pattern = `%${escapeLike(filters.name)}%`;
    // PostgreSQL's trigram index and its checks read the stored lower-cased name (migration 0032).
    const folded = dialect === 'postgres' ? sql`p.name_folded` : sql`lower(p.name)`;
    q = q.where(sql<SqlBool>`${folded} like lower(${pattern}) escape '\\'`);
    // True of every name: it lets SQLite count from the name index instead of reading each row.
    if (purpose === 'count' && dialect === 'sqlite') q = q.where(sql<SqlBool>`lower(p.name) >= ''`);
  }
  if (filters.owner !== undefined)
    q = q.where('p.owner_id', '=', filters.owner === 'myself' ? viewerId : filters.owner);
  if (filters.createdInLastHours !== undefined)
    q = q.where('p.created_at', '>=', hoursFrom(now, -filters.createdInLastHours));
  if (filters.client !== undefined) q = q.where('p.client_id', '=', filters.client);
  if (filters.buyer !== undefined) q = q.where('p.buyer_id', '=', filters.buyer);
  if (filters.businessUnit !== undefined)
    q = q.where('p.business_unit_id', '=', filters.businessUnit);
  if (filters.subject !== undefined) q = q.where('p.subject_id', '=', filters.subject);
  if (filters.mediaType !== undefined) q = q.where('p.media_type_id', '=', filters.mediaType);
  if (filters.status?.length) q = q.where('p.status', 'in', filters.status);
  if (filters.sourceLang?.length) q = q.where('p.source_lang', 'in', filters.sourceLang);
  if (filters.isPostMortemScoring !== undefined)
    q = q.where('p.is_post_mortem_scoring', '=', filters.isPostMortemScoring ? 1 : 0);
  if (filters.autoDeletionInHours !== undefined)
    q = q.where('p.auto_deletion_at', '<=', hoursFrom(now, filters.autoDeletionInHours));
  if (filters.dueInHours === -1) q = overdue(q, now);
  else if (filters.dueInHours !== undefined)
    q = q
      .where('p.date_due', '>=', now.toISOString())
      .where('p.date_due', '<=', hoursFrom(now, filters.dueInHours))
      .where('p.status', '!=', 'COMPLETED');
  if (filters.listStatus === 'IN_PROGRESS') q = q.where('p.status', 'not in', FINISHED_STATUSES);
  if (filters.listStatus === 'OVERDUE') q = overdue(q, now);
  if (filters.listStatus === 'MY_PROJECTS') q = q.where('p.owner_id', '=', viewerId);
  const targetLangs = filters.targetLang;
  if (targetLangs?.length)
    q = q.where((eb) =>
      purpose === 'count'
        ? eb(
            'p.id',
            'in',
            eb
              .selectFrom('project_target_langs as tl')
              .select('tl.project_id')
              .where('tl.lang', 'in', targetLangs),
          )
        : eb.exists(
            eb
              .selectFrom('project_target_langs as tl')
              .select('tl.project_id')
              .whereRef('tl.project_id', '=', 'p.id')
              .where('tl.lang', 'in', targetLangs),
          ),
    );
  const vendors = filters.vendor;
  if (vendors?.length)
    q = q.where((eb) =>
      purpose === 'count'
        ? eb(
            'p.id',
            'in',
            eb
              .selectFrom('project_vendors as pv')
              .select('pv.project_id')
              .where('pv.vendor_id', 'in', vendors),
          )
        : eb.exists(
            eb
              .selectFrom('project_vendors as pv')
              .select('pv.project_id')
              .whereRef('pv.project_id', '=', 'p.id')
              .where('pv.vendor_id', 'in', vendors),
          ),
    );
  if (filters.jobStatus?.length)
    q = q.where('p.id', 'in', projectIdsWithJobStatus(db, filters.jobStatus));
  return q;
}

const nullableSorts = new Set<ProjectSortField>([
  'dateDue',
  'client',
  'businessUnit',
  'costCenter',
  'subject',
  'mediaType',
]);

/**
 * Each sort column, then the id, so that pages never overlap on ties (both dialects). A lookup's
 * name is read by its key, so the projects table alone is sorted and no join steers the plan.
 */
export function sortProjects(
  query: ProjectQuery,
  field: ProjectSortField,
  order: 'ASC' | 'DESC',
): ProjectQuery {
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const nameOf = (table: string, name: string, key: string) =>
    sql`(select ${sql.ref(`${table}.${name}`)} from ${sql.table(table)} where ${sql.ref(`${table}.id`)} = ${sql.ref(key)})`;
  const column = {
    id: sql.ref('p.id'),
    internalId: sql.ref('p.internal_id'),
    name: sql`lower(p.name)`,
    dateCreated: sql.ref('p.created_at'),
    dateDue: sql.ref('p.date_due'),
    status: sql.ref('p.status'),
    owner: nameOf('users', 'user_name', 'p.owner_id'),
    client: nameOf('clients', 'name', 'p.client_id'),
    businessUnit: nameOf('business_units', 'name', 'p.business_unit_id'),
    costCenter: nameOf('cost_centers', 'name', 'p.cost_center_id'),
    subject: nameOf('subjects', 'name', 'p.subject_id'),
    mediaType: nameOf('media_types', 'name', 'p.media_type_id'),
    sourceLang: sql.ref('p.source_lang'),
    autoDeletionDateTime: sql.ref('p.auto_deletion_at'),
  }[field];
  // Projects without a due date or a lookup come last in both orders and on both databases.
  const sorted = nullableSorts.has(field)
    ? query.orderBy(column, (ob) => ob[direction]().nullsLast())
    : query.orderBy(column, direction);
  return field === 'id' ? sorted : sorted.orderBy('p.id', direction);
}
