import type { Kysely, Insertable, Updateable } from 'kysely';
import type { Database, ProjectSettingsTable, ProjectTable } from '../../db/schema.js';
import { projectIdsWithJobsOf } from './jobsOfProjects.js';
import { isLinguist, type Viewer } from './viewer.js';

type Db = Kysely<Database>;

// The organization's projects the viewer may see, in or out of the Recycle Bin.
export function visibleProjects(db: Db, viewer: Viewer) {
  const query = db
    .selectFrom('projects as p')
    .where('p.organization_id', '=', viewer.organizationId);
  // Linguists see only the projects they have job parts assigned in.
  return isLinguist(viewer)
    ? query.where('p.id', 'in', projectIdsWithJobsOf(db, viewer.userId))
    : query;
}
export type ProjectQuery = ReturnType<typeof visibleProjects>;

// The project's own columns the list shows.
export const listedColumns = [
  'p.id',
  'p.uid',
  'p.internal_id',
  'p.name',
  'p.status',
  'p.created_at',
  'p.date_due',
  'p.source_lang',
  'p.is_post_mortem_scoring',
  'p.auto_deletion_at',
  'p.binned_at',
  'p.project_template_id',
  'p.owner_id',
  'p.created_by',
  'p.buyer_id',
  'p.client_id',
  'p.business_unit_id',
  'p.cost_center_id',
  'p.subject_id',
  'p.media_type_id',
] as const;

// What the list and the detail show of a project, with the names of what it points to.
export function withListColumns(query: ProjectQuery) {
  return query
    .innerJoin('users as owner', 'owner.id', 'p.owner_id')
    .innerJoin('users as creator', 'creator.id', 'p.created_by')
    .innerJoin('organizations as creator_org', 'creator_org.id', 'creator.organization_id')
    .leftJoin('organizations as buyer', 'buyer.id', 'p.buyer_id')
    .leftJoin('clients as client', 'client.id', 'p.client_id')
    .leftJoin('business_units as business_unit', 'business_unit.id', 'p.business_unit_id')
    .leftJoin('cost_centers as cost_center', 'cost_center.id', 'p.cost_center_id')
    .leftJoin('subjects as subject', 'subject.id', 'p.subject_id')
    .leftJoin('media_types as media_type', 'media_type.id', 'p.media_type_id')
    .select([
      ...listedColumns,
      'owner.user_name as owner_user_name',
      'creator.user_name as creator_user_name',
      'creator_org.name as creator_organization_name',
      'buyer.name as buyer_name',
      'client.name as client_name',
      'business_unit.name as business_unit_name',
      'cost_center.name as cost_center_name',
      'subject.name as subject_name',
      'media_type.name as media_type_name',
    ]);
}
export type ProjectListRow = Awaited<
  ReturnType<ReturnType<typeof withListColumns>['execute']>
>[number];

export function findProjectDetail(db: Db, viewer: Viewer, uid: string) {
  return withListColumns(visibleProjects(db, viewer).where('p.uid', '=', uid))
    .innerJoin('project_settings as settings', 'settings.project_id', 'p.id')
    .leftJoin('project_templates as template', 'template.id', 'p.project_template_id')
    .select([
      'p.note',
      'p.mt_settings_id',
      'p.per_locale_mt',
      'p.per_locale_mt_ids',
      'settings.pre_translate_settings',
      'settings.analysis_settings',
      'settings.quality_settings',
      'settings.automation_settings',
      'template.template_name as project_template_name',
      'creator.organization_id as creator_organization_id',
    ])
    .executeTakeFirst();
}
export type ProjectDetailRow = NonNullable<Awaited<ReturnType<typeof findProjectDetail>>>;

// The projects of the given uids the viewer may see, with what permission checks need.
export function findProjectsByUids(db: Db, viewer: Viewer, uids: readonly string[]) {
  return visibleProjects(db, viewer)
    .select(['p.id', 'p.uid', 'p.owner_id', 'p.binned_at', 'p.auto_deletion_at'])
    .where('p.uid', 'in', uids)
    .execute();
}

export function findProjectsByIds(db: Db, viewer: Viewer, ids: readonly number[]) {
  return visibleProjects(db, viewer)
    .select(['p.id', 'p.owner_id'])
    .where('p.id', 'in', ids)
    .execute();
}

export function selectTargetLangs(db: Db, projectIds: readonly number[]) {
  return db
    .selectFrom('project_target_langs')
    .select(['project_id', 'lang'])
    .where('project_id', 'in', projectIds)
    .orderBy('project_id')
    .orderBy('position')
    .execute();
}

export function selectProjectWorkflowSteps(db: Db, projectIds: readonly number[]) {
  return db
    .selectFrom('project_workflow_steps as ps')
    .innerJoin('workflow_steps as step', 'step.id', 'ps.workflow_step_id')
    .select([
      'ps.project_id',
      'ps.workflow_step_id',
      'ps.level',
      'ps.scoring_model_id',
      'step.name',
      'step.type',
      'step.ord',
    ])
    .where('ps.project_id', 'in', projectIds)
    .orderBy('ps.project_id')
    .orderBy('ps.level')
    .execute();
}

export function selectVendorNames(db: Db, projectIds: readonly number[]) {
  return db
    .selectFrom('project_vendors as pv')
    .innerJoin('vendors as vendor', 'vendor.id', 'pv.vendor_id')
    .select(['pv.project_id', 'vendor.name'])
    .where('pv.project_id', 'in', projectIds)
    .orderBy('pv.project_id')
    .orderBy('vendor.name')
    .execute();
}

// The projects' scoring groups (the scoring module fills them as scored parts are created).
export function selectScoringGroupIds(db: Db, projectIds: readonly number[]) {
  return db
    .selectFrom('scoring_groups')
    .select(['project_id', 'id'])
    .where('project_id', 'in', projectIds)
    .orderBy('id')
    .execute();
}

// The contact user of the first vendor (by name) the project is shared with that names one.
export function selectVendorOwner(db: Db, projectId: number) {
  return db
    .selectFrom('project_vendors as pv')
    .innerJoin('vendors as vendor', 'vendor.id', 'pv.vendor_id')
    .innerJoin('users as contact', 'contact.id', 'vendor.buyer_user_id')
    .select(['contact.id', 'contact.user_name'])
    .where('pv.project_id', '=', projectId)
    .orderBy('vendor.name')
    .orderBy('vendor.id')
    .executeTakeFirst();
}

// The distinct buyers of the organization's projects, in or out of the Recycle Bin, by name.
export function selectProjectBuyers(db: Db, viewer: Viewer) {
  return visibleProjects(db, viewer)
    .innerJoin('organizations as buyer', 'buyer.id', 'p.buyer_id')
    .select(['buyer.id', 'buyer.name'])
    .distinct()
    .orderBy('buyer.name')
    .orderBy('buyer.id')
    .execute();
}

// The next internal id of the organization, taken atomically so concurrent creations differ.
export async function takeInternalId(db: Db, organizationId: number): Promise<number> {
  const row = await db
    .insertInto('project_counters')
    .values({ organization_id: organizationId, last_internal_id: 1 })
    .onConflict((conflict) =>
      conflict.column('organization_id').doUpdateSet((eb) => ({
        last_internal_id: eb('project_counters.last_internal_id', '+', 1),
      })),
    )
    .returning('last_internal_id')
    .executeTakeFirstOrThrow();
  return row.last_internal_id;
}

export async function insertProject(db: Db, values: Insertable<ProjectTable>): Promise<number> {
  const row = await db
    .insertInto('projects')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type SettingsColumns = Omit<ProjectSettingsTable, 'project_id'>;

export async function insertProjectSettings(
  db: Db,
  projectId: number,
  settings: SettingsColumns,
): Promise<void> {
  await db
    .insertInto('project_settings')
    .values({ project_id: projectId, ...settings })
    .execute();
}

export async function updateProjectSettings(
  db: Db,
  projectId: number,
  settings: Partial<SettingsColumns>,
): Promise<void> {
  if (Object.keys(settings).length === 0) return;
  await db
    .updateTable('project_settings')
    .set(settings)
    .where('project_id', '=', projectId)
    .execute();
}

export async function updateProject(
  db: Db,
  projectIds: readonly number[],
  values: Updateable<ProjectTable>,
): Promise<void> {
  if (projectIds.length === 0) return;
  await db.updateTable('projects').set(values).where('id', 'in', projectIds).execute();
}

export async function insertTargetLangs(
  db: Db,
  projectId: number,
  langs: ReadonlyArray<{ lang: string; position: number }>,
): Promise<void> {
  if (langs.length === 0) return;
  await db
    .insertInto('project_target_langs')
    .values(langs.map((lang) => ({ project_id: projectId, ...lang })))
    .execute();
}

export async function insertProjectWorkflowSteps(
  db: Db,
  projectId: number,
  steps: ReadonlyArray<{ id: number; level: number; scoringModelId: number | null }>,
): Promise<void> {
  if (steps.length === 0) return;
  await db
    .insertInto('project_workflow_steps')
    .values(
      steps.map((step) => ({
        project_id: projectId,
        workflow_step_id: step.id,
        level: step.level,
        scoring_model_id: step.scoringModelId,
      })),
    )
    .execute();
}

// Sharing twice with a vendor keeps one row, so a repeated call changes nothing.
export async function insertProjectVendors(
  db: Db,
  projectIds: readonly number[],
  vendorIds: readonly number[],
): Promise<void> {
  const rows = projectIds.flatMap((projectId) =>
    vendorIds.map((vendorId) => ({ project_id: projectId, vendor_id: vendorId })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('project_vendors')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['project_id', 'vendor_id']).doNothing())
    .execute();
}

export async function deleteProjectVendors(
  db: Db,
  projectIds: readonly number[],
  vendorIds: readonly number[] | undefined,
): Promise<void> {
  let query = db.deleteFrom('project_vendors').where('project_id', 'in', projectIds);
  if (vendorIds) query = query.where('vendor_id', 'in', vendorIds);
  await query.execute();
}

// What the status automation reads: the project's status and its automation settings.
export function selectAutomationState(db: Db, projectId: number) {
  return db
    .selectFrom('projects as p')
    .innerJoin('project_settings as settings', 'settings.project_id', 'p.id')
    .select(['p.status', 'settings.automation_settings'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}
