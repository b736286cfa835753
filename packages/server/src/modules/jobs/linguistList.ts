import { sql, type Kysely } from 'kysely';
import {
  AccessAndAutomationSettings,
  linguistTabStatuses,
  type LinguistJobPage,
  type LinguistJobQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../projects/index.js';
import { qaCounts } from '../qaStatus/index.js';
import { presentParts } from './present.js';
import { assignedTo, partsQuery } from './queries.js';
import { sortedParts } from './partOrder.js';

const HOUR_MS = 3_600_000;
// Statuses in which a job part is no longer due.
const finishedStatuses = ['COMPLETED_BY_LINGUIST', 'COMPLETED', 'CANCELLED'];

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

// The viewer's own job parts with what the linguist list shows of their project.
function ownParts(db: Kysely<Database>, viewer: Viewer) {
  return assignedTo(partsQuery(db, viewer.organizationId), viewer.userId)
    .innerJoin('project_settings as settings', 'settings.project_id', 'jp.project_id')
    .leftJoin('organizations as buyer', 'buyer.id', 'p.buyer_id')
    .leftJoin('business_units as business_unit', 'business_unit.id', 'p.business_unit_id')
    .where('p.binned_at', 'is', null)
    .select([
      'p.internal_id as project_internal_id',
      'p.name as project_name',
      'p.note as project_note',
      'p.buyer_id',
      'buyer.name as buyer_name',
      'p.business_unit_id',
      'business_unit.name as business_unit_name',
      'settings.automation_settings',
    ]);
}
type OwnParts = ReturnType<typeof ownParts>;
type OwnPartRow = Awaited<ReturnType<OwnParts['execute']>>[number];

function filterParts(query: OwnParts, filters: LinguistJobQuery, now: Date): OwnParts {
  const statuses = filters.status?.length
    ? filters.status
    : linguistTabStatuses[filters.listStatus];
  let q = query.where('jp.status', 'in', statuses);
  if (filters.targetLocale) q = q.where('j.target_lang', '=', filters.targetLocale);
  if (filters.fileName)
    q = q.where(sql<boolean>`lower(j.file_name) like ${containing(filters.fileName)} escape '\\'`);
  if (filters.searchPattern) {
    const pattern = containing(filters.searchPattern);
    q = q.where(
      sql<boolean>`(lower(j.file_name) like ${pattern} escape '\\' or lower(p.name) like ${pattern} escape '\\')`,
    );
  }
  // -1 is overdue; otherwise due within that many hours; finished parts are never due.
  if (filters.dueInHours !== undefined) {
    const limit = new Date(now.getTime() + Math.max(filters.dueInHours, 0) * HOUR_MS);
    q = q
      .where('jp.date_due', filters.dueInHours < 0 ? '<' : '<=', limit.toISOString())
      .where('jp.status', 'not in', finishedStatuses);
  }
  return q;
}

const named = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

async function presentOwnParts(db: Kysely<Database>, rows: readonly OwnPartRow[]) {
  const parts = await presentParts(db, rows);
  const qa = await qaCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row, index) => {
    const access = AccessAndAutomationSettings.parse(JSON.parse(row.automation_settings));
    const part = parts[index];
    if (!part) throw new Error('A job part was not presented');
    return {
      ...part,
      project: {
        uid: row.project_uid,
        id: row.project_id,
        internalId: row.project_internal_id ?? 0,
        name: row.project_name ?? '',
        note: row.project_note,
        allowLinguistsToDownloadTranslationJobs: access.allowLinguistsToDownloadTranslationJobs,
      },
      buyer: named(row.buyer_id, row.buyer_name),
      businessUnit: named(row.business_unit_id, row.business_unit_name),
      qualityAssurance: qa.get(row.id) ?? { warningsCount: 0, qualityAssuranceResolved: true },
    };
  });
}

/** One page of the viewer's own assigned job parts across projects (spec 001 "Linguist job list"). */
export async function listOwnJobs(
  ctx: AppContext,
  viewer: Viewer,
  filters: LinguistJobQuery,
  serverUrl: string,
): Promise<LinguistJobPage> {
  const db = ctx.db.kysely;
  const filtered = filterParts(ownParts(db, viewer), filters, ctx.clock.now());
  const total = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await sortedParts(filtered, filters.sortField, filters.sortOrder)
    .limit(filters.pageSize)
    .offset(filters.page * filters.pageSize)
    .execute();
  const totalJobs = Number(total.count);
  return {
    jobs: await presentOwnParts(db, rows),
    totalJobs,
    pages: Math.ceil(totalJobs / filters.pageSize),
    editorUrl: serverUrl,
    atmsServerUrl: serverUrl,
  };
}
