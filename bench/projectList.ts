import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  ProjectListQuery,
  QualitySettings,
  defaultPermissions,
  projectSortFields,
  projectStatuses,
} from '@tessera/contracts';
import { systemClock } from '../packages/server/src/clock.js';
import { loadConfig } from '../packages/server/src/config.js';
import type { AppContext } from '../packages/server/src/context.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import type {
  Database,
  ProjectSettingsTable,
  ProjectTable,
} from '../packages/server/src/db/schema.js';
import { listProjects } from '../packages/server/src/modules/projects/list.js';
import type { Viewer } from '../packages/server/src/modules/projects/viewer.js';
import { seedDemoIfEmpty } from '../packages/server/src/seed/demo.js';
import { createTaskQueue } from '../packages/server/src/tasks/queue.js';

// Seeds 1k, 10k and 100k projects into a temporary SQLite straight through Kysely, then times 200
// mixed filtered and sorted list queries per size through the list service (median and p95).
const sizes = [1_000, 10_000, 100_000];
const QUERIES = 200;
const WARM_UP = 20;
const BATCH = 500;
const DAY = 86_400_000;
const words = 'website manual app release legal brochure campaign support portal catalogue'.split(
  ' ',
);
const targetPool = ['de', 'fr', 'es', 'it', 'ja', 'zh_cn', 'pl', 'cs', 'nl', 'ko'];
const sourcePool = ['en', 'en', 'en', 'en_us', 'de'];

// A seeded generator, so every run lists the same data.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Fixture {
  organizationId: number;
  ownerIds: number[];
  clientIds: number[];
  businessUnitIds: number[];
  subjectIds: number[];
  vendorIds: number[];
}

async function fixture(db: Kysely<Database>): Promise<Fixture> {
  const ids = async (table: 'clients' | 'business_units' | 'subjects' | 'vendors') =>
    (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
  const managers = await db
    .selectFrom('users')
    .select(['id', 'organization_id'])
    .where('role', 'in', ['ADMIN', 'PROJECT_MANAGER'])
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

// Projects from..to-1, with ids given here so that their target locales can be inserted alongside.
async function seedProjects(db: Kysely<Database>, f: Fixture, from: number, to: number) {
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
      const created = now - Math.floor(next() * 730 * DAY);
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
        date_due: next() < 0.8 ? new Date(created + next() * 60 * DAY).toISOString() : null,
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
        auto_deletion_at: new Date(created + 365 * DAY).toISOString(),
        binned_at: next() < 0.02 ? new Date(now).toISOString() : null,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
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

// A mix of what the list page asks: quick filters, column filters, sorts, pages, counts.
function mixedQueries(f: Fixture, seed: number): ProjectListQuery[] {
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
  return Array.from({ length: WARM_UP + QUERIES }, () =>
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

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

export default async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-projects-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl: undefined, webDist: undefined };
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    await seedDemoIfEmpty(db, systemClock, 'bench-password');
    const f = await fixture(db.kysely);
    const admin = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const viewer: Viewer = {
      userId: admin.id,
      organizationId: f.organizationId,
      role: 'ADMIN',
      permissions: defaultPermissions('ADMIN'),
      disableProjectSharing: false,
    };
    const tasks = createTaskQueue(db, config, systemClock, { info: () => {}, error: () => {} });
    const ctx: AppContext = { db, config, clock: systemClock, tasks };
    const measure = async (size: number, label: string) => {
      const times: number[] = [];
      let rows = 0;
      for (const [index, query] of mixedQueries(f, size).entries()) {
        const started = performance.now();
        const answer = await listProjects(ctx, viewer, query);
        if (index >= WARM_UP) times.push(performance.now() - started);
        rows += Array.isArray(answer) ? answer.length : answer.projects.length;
      }
      times.sort((a, b) => a - b);
      console.log(
        `projectList sqlite ${size} projects (${label}): ${QUERIES} mixed queries, ` +
          `median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ` +
          `max ${percentile(times, 1).toFixed(2)} ms, ${rows} rows listed`,
      );
    };
    let seeded = 0;
    for (const size of sizes) {
      const started = performance.now();
      await seedProjects(db.kysely, f, seeded, size);
      seeded = size;
      await measure(size, `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
