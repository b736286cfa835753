import type { Insertable, Kysely } from 'kysely';
import {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  ProjectListQuery,
  QualitySettings,
  RECYCLE_BIN_RETENTION_DAYS,
  projectSortFields,
  projectStatuses,
} from '@tessera/contracts';
import type {
  Database,
  ProjectSettingsTable,
  ProjectTable,
} from '../../packages/server/src/db/schema.js';

// Projects seeded straight through Kysely as the app and its Recycle Bin sweep leave them, and the
// mix of list queries the project list page asks; shared by the service and the HTTP benches.
const BATCH = 500;
const DAY = 86_400_000;
const RETENTION_DAYS = 365;
const words = 'website manual app release legal brochure campaign support portal catalogue'.split(
  ' ',
);
const targetPool = ['de', 'fr', 'es', 'it', 'ja', 'zh_cn', 'pl', 'cs', 'nl', 'ko'];
const sourcePool = ['en', 'en', 'en', 'en_us', 'de'];

// A seeded generator, so every run lists the same data.
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Fixture {
  organizationId: number;
  ownerIds: number[];
  clientIds: number[];
  businessUnitIds: number[];
  subjectIds: number[];
  vendorIds: number[];
}

export async function fixture(db: Kysely<Database>): Promise<Fixture> {
  const ids = async (table: 'clients' | 'business_units' | 'subjects' | 'vendors') =>
    (await db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
  const managers = await db
    .selectFrom('users')
    .select(['id', 'organization_id'])
    .where('role', 'in', ['ADMIN', 'PROJECT_MANAGER'])
    .orderBy('id')
    .execute();
  return {
    organizationId: managers[0]?.organization_id ?? 0,
    ownerIds: managers.map((user) => user.id),
    clientIds: await ids('clients'),
    businessUnitIds: await ids('business_units'),
    subjectIds: await ids('subjects'),
    vendorIds: await ids('vendors'),
  };
}

const settings = {
  pre_translate_settings: JSON.stringify(PreTranslateSettings.parse({})),
  analysis_settings: JSON.stringify(AnalysisSettings.parse({})),
  quality_settings: JSON.stringify(QualitySettings.parse({})),
  automation_settings: JSON.stringify(AccessAndAutomationSettings.parse({})),
};

const iso = (time: number) => new Date(time).toISOString();

/**
 * Created over the last year and the Recycle Bin's retention, deleted automatically a year
 * after creation (one in ten postponed by a year): a project past its date is in the Recycle
 * Bin since the hourly sweep after it, and none was binned longer ago than the bin keeps it.
 * Two in a hundred of the others were deleted by hand.
 */
function dates(next: () => number, now: number) {
  const created = now - Math.floor(next() * (RETENTION_DAYS + RECYCLE_BIN_RETENTION_DAYS) * DAY);
  const autoDeletion = created + (next() < 0.1 ? 2 : 1) * RETENTION_DAYS * DAY;
  const binned =
    autoDeletion <= now
      ? Math.min(now, autoDeletion + Math.floor(next() * 3_600_000))
      : next() < 0.02
        ? created + Math.floor(next() * (now - created))
        : null;
  return {
    created_at: iso(created),
    updated_at: iso(binned ?? created),
    auto_deletion_at: iso(autoDeletion),
    binned_at: binned === null ? null : iso(binned),
  };
}

/** Projects from..to-1, with ids given here so that their target locales go in alongside. */
export async function seedProjects(db: Kysely<Database>, f: Fixture, from: number, to: number) {
  const next = random(from + 1);
  const pick = <T>(pool: readonly T[]): T => pool[Math.floor(next() * pool.length)] as T;
  const maybe = <T>(pool: readonly T[], share: number) => (next() < share ? pick(pool) : null);
  const now = Date.now();
  for (let start = from; start < to; start += BATCH) {
    const projects: Array<Insertable<ProjectTable>> = [];
    const langs: Array<{ project_id: number; lang: string; position: number }> = [];
    const vendors: Array<{ project_id: number; vendor_id: number }> = [];
    const projectSettings: Array<Insertable<ProjectSettingsTable>> = [];
    for (let id = start + 1; id <= Math.min(start + BATCH, to); id++) {
      const when = dates(next, now);
      const created = Date.parse(when.created_at);
      projects.push({
        id,
        organization_id: f.organizationId,
        uid: `bench${id.toString(36).padStart(17, '0')}`,
        internal_id: id,
        name: `${pick(words)} ${pick(words)} ${id}`,
        status: pick(projectStatuses.slice(0, 4)),
        note: null,
        source_lang: pick(sourcePool),
        owner_id: pick(f.ownerIds),
        created_by: pick(f.ownerIds),
        date_due: next() < 0.8 ? iso(created + next() * 60 * DAY) : null,
        buyer_id: null,
        project_template_id: null,
        is_post_mortem_scoring: next() < 0.05 ? 1 : 0,
        client_id: maybe(f.clientIds, 0.7),
        business_unit_id: maybe(f.businessUnitIds, 0.5),
        cost_center_id: null,
        subject_id: maybe(f.subjectIds, 0.5),
        media_type_id: null,
        mt_settings_id: null,
        per_locale_mt: 0,
        per_locale_mt_ids: '{}',
        ...when,
      });
      projectSettings.push({ project_id: id, ...settings });
      const count = 1 + Math.floor(next() * 3);
      const chosen = new Set(Array.from({ length: count }, () => pick(targetPool)));
      [...chosen].forEach((lang, position) => langs.push({ project_id: id, lang, position }));
      if (next() < 0.1) vendors.push({ project_id: id, vendor_id: pick(f.vendorIds) });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('projects').values(projects).execute();
      await trx.insertInto('project_settings').values(projectSettings).execute();
      await trx.insertInto('project_target_langs').values(langs).execute();
      if (vendors.length) await trx.insertInto('project_vendors').values(vendors).execute();
    });
  }
}

/** A mix of what the list page asks: quick filters, column filters, sorts, pages, counts. */
export function mixedQueries(f: Fixture, seed: number, count: number): ProjectListQuery[] {
  const next = random(seed);
  const pick = <T>(pool: readonly T[]): T => pool[Math.floor(next() * pool.length)] as T;
  const filters: Array<() => Record<string, unknown>> = [
    () => ({}),
    () => ({ name: pick(words).slice(0, 4) }),
    () => ({ status: ['NEW', 'ASSIGNED'] }),
    () => ({ owner: 'myself' }),
    () => ({ client: pick(f.clientIds) }),
    () => ({ targetLang: [pick(targetPool)] }),
    () => ({ dueInHours: -1 }),
    () => ({ dueInHours: 72 }),
    () => ({ createdInLastHours: 720 }),
    () => ({ sourceLang: ['de'], status: ['COMPLETED'] }),
    () => ({ vendor: [pick(f.vendorIds)] }),
    () => ({ subject: pick(f.subjectIds), businessUnit: pick(f.businessUnitIds) }),
    () => ({ name: pick(words), targetLang: [pick(targetPool)], owner: pick(f.ownerIds) }),
    () => ({ listStatus: 'IN_PROGRESS', autoDeletionInHours: 24 * 30 }),
  ];
  return Array.from({ length: count }, () =>
    ProjectListQuery.parse({
      ...pick(filters)(),
      sortField: next() < 0.5 ? 'dateCreated' : pick(projectSortFields),
      sortOrder: next() < 0.7 ? 'DESC' : 'ASC',
      page: next() < 0.8 ? 0 : Math.floor(next() * 5),
      pageSize: pick([20, 50, 50, 50, 100]),
      withPagination: next() < 0.5,
      extendedDomains: ['ProjectWorkflowStep'],
    }),
  );
}
