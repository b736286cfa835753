import type { Insertable, Kysely } from 'kysely';
import type { Database, TbAssignmentTable, TmAssignmentTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A project or a template by its id: whose assignment rows a query reads or writes. */
export interface OwnerRef {
  kind: 'project' | 'template';
  id: number;
}
const ownerColumn = (owner: OwnerRef) =>
  owner.kind === 'project' ? ('project_id' as const) : ('template_id' as const);
const ownerTable = (owner: OwnerRef) =>
  owner.kind === 'project' ? ('projects' as const) : ('project_templates' as const);

export const ownerColumns = (owner: OwnerRef) => ({
  project_id: owner.kind === 'project' ? owner.id : null,
  template_id: owner.kind === 'template' ? owner.id : null,
});

export type NewTmAssignment = Omit<Insertable<TmAssignmentTable>, 'id'>;
export type NewTbAssignment = Omit<Insertable<TbAssignmentTable>, 'id'>;

// Reads of the projects' and templates' tables (owned by those modules, which export no such call).

/** The locales of a project; steps come from stepsOfProject. */
export async function projectLocales(db: Db, projectId: number) {
  const project = await db
    .selectFrom('projects')
    .select('source_lang')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const targets = await db
    .selectFrom('project_target_langs')
    .select('lang')
    .where('project_id', '=', projectId)
    .orderBy('position')
    .execute();
  return { sourceLang: project.source_lang, targetLangs: targets.map((row) => row.lang) };
}

export function stepsOfProject(db: Db, projectId: number) {
  return db
    .selectFrom('project_workflow_steps as ps')
    .innerJoin('workflow_steps as step', 'step.id', 'ps.workflow_step_id')
    .select(['step.id', 'step.name', 'step.ord'])
    .where('ps.project_id', '=', projectId)
    .orderBy('ps.level')
    .execute();
}

export async function stepsByIds(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('workflow_steps')
    .select(['id', 'name', 'ord'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .orderBy('ord')
    .execute();
}

export function findTemplateCreator(db: Db, organizationId: number, id: number) {
  return db
    .selectFrom('project_templates')
    .select(['id', 'created_by'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

// Serialises concurrent replacements of one owner's rows; SQLite runs one writer at a time anyway.
export async function lockOwnerRow(db: Db, owner: OwnerRef): Promise<void> {
  const table = owner.kind === 'project' ? 'projects' : 'project_templates';
  await db.selectFrom(table).select('id').where('id', '=', owner.id).forUpdate().execute();
}

// Translation memory assignments, with what the lists show of each memory and step. Here and for
// term bases, one another organization made private again leaves the owner's assignments.
export function selectTmAssignments(db: Db, owner: OwnerRef) {
  return db
    .selectFrom('tm_assignments as a')
    .innerJoin('translation_memories as tm', 'tm.id', 'a.tm_id')
    .innerJoin('organizations as org', 'org.id', 'tm.organization_id')
    .leftJoin('users as creator', 'creator.id', 'tm.created_by')
    .leftJoin('clients as client', 'client.id', 'tm.client_id')
    .leftJoin('workflow_steps as step', 'step.id', 'a.workflow_step_id')
    .select([
      'a.tm_id',
      'a.target_lang',
      'a.workflow_step_id',
      'step.name as step_name',
      'step.ord as step_ord',
      'a.read_mode',
      'a.write_mode',
      'a.penalty',
      'a.position',
      'tm.name',
      'tm.organization_id',
      'tm.source_lang',
      'tm.target_langs',
      'tm.is_public',
      'tm.client_id',
      'client.name as client_name',
      'tm.created_by',
      'creator.user_name as creator_name',
      'org.name as organization_name',
    ])
    .where(`a.${ownerColumn(owner)}` as const, '=', owner.id)
    .where((eb) =>
      eb.or([
        eb('tm.is_public', '=', 1),
        eb(
          'tm.organization_id',
          '=',
          eb.selectFrom(ownerTable(owner)).select('organization_id').where('id', '=', owner.id),
        ),
      ]),
    )
    .execute();
}
export type TmAssignmentRow = Awaited<ReturnType<typeof selectTmAssignments>>[number];

/** Removes the rows of these locales at one step (null: the Default step). */
export async function deleteTmAssignments(
  db: Db,
  owner: OwnerRef,
  locales: readonly string[],
  workflowStepId: number | null,
): Promise<void> {
  await db
    .deleteFrom('tm_assignments')
    .where(ownerColumn(owner), '=', owner.id)
    .where('target_lang', 'in', locales)
    .where((eb) =>
      workflowStepId === null
        ? eb('workflow_step_id', 'is', null)
        : eb('workflow_step_id', '=', workflowStepId),
    )
    .execute();
}

export async function insertTmAssignments(db: Db, rows: NewTmAssignment[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('tm_assignments').values(rows).execute();
}

export async function countAssignedTms(db: Db, owner: OwnerRef): Promise<number> {
  const row = await db
    .selectFrom('tm_assignments')
    .select((eb) => eb.fn.count<number>('tm_id').distinct().as('count'))
    .where(ownerColumn(owner), '=', owner.id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function selectTbAssignments(db: Db, owner: OwnerRef) {
  return db
    .selectFrom('tb_assignments as a')
    .innerJoin('term_bases as tb', 'tb.id', 'a.tb_id')
    .innerJoin('organizations as org', 'org.id', 'tb.organization_id')
    .leftJoin('clients as client', 'client.id', 'tb.client_id')
    .select([
      'a.tb_id',
      'a.target_lang',
      'a.read_mode',
      'a.write_mode',
      'a.quality_assurance',
      'a.priority',
      'a.position',
      'tb.name',
      'tb.langs',
      'tb.organization_id',
      'tb.is_public',
      'tb.client_id',
      'client.name as client_name',
      'org.name as organization_name',
    ])
    .where(`a.${ownerColumn(owner)}` as const, '=', owner.id)
    .where((eb) =>
      eb.or([
        eb('tb.is_public', '=', 1),
        eb(
          'tb.organization_id',
          '=',
          eb.selectFrom(ownerTable(owner)).select('organization_id').where('id', '=', owner.id),
        ),
      ]),
    )
    .execute();
}
export type TbAssignmentRow = Awaited<ReturnType<typeof selectTbAssignments>>[number];

export async function deleteTbAssignments(
  db: Db,
  owner: OwnerRef,
  locales: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('tb_assignments')
    .where(ownerColumn(owner), '=', owner.id)
    .where('target_lang', 'in', locales)
    .execute();
}

export async function insertTbAssignments(db: Db, rows: NewTbAssignment[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('tb_assignments').values(rows).execute();
}

// Candidates of the select dialogs: the organization's memories and term bases and the public
// ones of others (read from the tm and tb tables; their list calls do not filter by locale pair).
export function selectTmCandidates(db: Db, organizationId: number) {
  return db
    .selectFrom('translation_memories as tm')
    .innerJoin('organizations as org', 'org.id', 'tm.organization_id')
    .leftJoin('users as creator', 'creator.id', 'tm.created_by')
    .leftJoin('clients as client', 'client.id', 'tm.client_id')
    .select([
      'tm.id',
      'tm.name',
      'tm.organization_id',
      'tm.source_lang',
      'tm.target_langs',
      'tm.is_public',
      'tm.client_id',
      'client.name as client_name',
      'tm.created_by',
      'creator.user_name as creator_name',
      'org.name as organization_name',
    ])
    .where((eb) =>
      eb.or([eb('tm.organization_id', '=', organizationId), eb('tm.is_public', '=', 1)]),
    )
    .orderBy('tm.name')
    .orderBy('tm.id')
    .execute();
}

export function selectTbCandidates(db: Db, organizationId: number) {
  return db
    .selectFrom('term_bases as tb')
    .innerJoin('organizations as org', 'org.id', 'tb.organization_id')
    .leftJoin('users as creator', 'creator.id', 'tb.created_by')
    .leftJoin('clients as client', 'client.id', 'tb.client_id')
    .select([
      'tb.id',
      'tb.name',
      'tb.organization_id',
      'tb.langs',
      'tb.is_public',
      'tb.client_id',
      'client.name as client_name',
      'tb.created_by',
      'creator.user_name as creator_name',
      'org.name as organization_name',
    ])
    .where((eb) =>
      eb.or([eb('tb.organization_id', '=', organizationId), eb('tb.is_public', '=', 1)]),
    )
    .orderBy('tb.name')
    .orderBy('tb.id')
    .execute();
}
