import type {
  LinguistProjectListItem,
  ProjectListItem,
  ProjectListQuery,
  ProjectPage,
  ProjectSortField,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { loadProjectChildren } from './children.js';
import { filterProjects, type ProjectFilters } from './listQuery.js';
import { listedPageIds, listedRows } from './listPage.js';
import { presentLinguistItem, presentListItem } from './present.js';
import { visibleProjects } from './queries.js';
import { isLinguist, type Viewer } from './viewer.js';

// Linguists filter by name, creation date and owner only, and sort by their own columns.
const linguistSorts = new Set<ProjectSortField>(['id', 'name', 'dateCreated', 'owner']);
function forViewer(viewer: Viewer, query: ProjectListQuery): ProjectListQuery {
  if (!isLinguist(viewer)) return query;
  const { name, createdInLastHours, owner, sortField, sortOrder, page, pageSize } = query;
  return {
    name,
    createdInLastHours,
    owner,
    sortField: linguistSorts.has(sortField) ? sortField : 'dateCreated',
    sortOrder,
    page,
    pageSize,
    withPagination: query.withPagination,
    extendedDomains: [],
  };
}

export type ProjectList = Array<ProjectListItem | LinguistProjectListItem> | ProjectPage;

/**
 * The project list (spec 000 section 2.1), or the Recycle Bin's. Without withPagination it answers
 * a plain page and counts nothing: a full page means that a next one may exist.
 */
export async function listProjects(
  ctx: AppContext,
  viewer: Viewer,
  asked: ProjectListQuery,
  place: 'list' | 'recycleBin' = 'list',
): Promise<ProjectList> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const query = forViewer(viewer, asked);
  const { sortField, sortOrder, page, pageSize, withPagination, extendedDomains, ...filters } =
    query;
  const scoped = visibleProjects(db, viewer).where(
    'p.binned_at',
    place === 'list' ? 'is' : 'is not',
    null,
  );
  const filterFor = (purpose: 'page' | 'count') =>
    filterProjects(db, scoped, filters satisfies ProjectFilters, viewer.userId, now, {
      purpose,
      dialect: ctx.db.dialect,
    });
  const listPage = async () => {
    const ids = await listedPageIds(
      db,
      viewer.organizationId,
      filterFor('page'),
      { field: sortField, order: sortOrder },
      {
        limit: pageSize,
        offset: page * pageSize,
        // PostgreSQL takes matches to be spread evenly over the sort's index, but these windows
        // hold one end of it: auto-deletion the projects untouched longest (the oldest), due in the
        // next hours the newest, which it reached after reading 80,000 others (100 ms at 100k).
        filterFirst:
          ctx.db.dialect === 'postgres' &&
          (filters.autoDeletionInHours !== undefined ||
            (filters.dueInHours !== undefined && filters.dueInHours >= 0)),
      },
    );
    // One after another: the pool hands each the connection the last one used, whose PostgreSQL
    // backend has read these tables already, instead of six at once that each read them (#14).
    const rows = await listedRows(db, viewer, ids);
    const childrenOf = await loadProjectChildren(db, ids);
    const extend = {
      workflowSteps: extendedDomains.includes('ProjectWorkflowStep'),
      vendors: extendedDomains.includes('Vendor'),
    };
    return rows.map((row) =>
      isLinguist(viewer)
        ? presentLinguistItem(row)
        : presentListItem(row, childrenOf(row.id), now, extend),
    );
  };
  if (!withPagination) return listPage();
  // The count, often the slowest statement, runs on a second PostgreSQL connection alongside the
  // page's statements instead of after them (#14).
  const [projects, { total }] = await Promise.all([
    listPage(),
    filterFor('count')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { projects, paging: { pages: Math.ceil(Number(total) / pageSize), total: Number(total) } };
}
