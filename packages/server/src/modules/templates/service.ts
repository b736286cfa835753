import type { Kysely } from 'kysely';
import type {
  ProjectTemplate,
  ProjectTemplateInput,
  ProjectTemplateSummary,
  ProjectTemplateUpdateInput,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import { withUniqueName } from '../setup/index.js';
import {
  checkReferences,
  distinctLocales,
  engineIdsFor,
  isLinguist,
  isScoringStep,
  type Viewer,
} from '../projects/index.js';
import {
  presentSummary,
  presentTemplate,
  presentTemplateSettings,
  templateColumns,
} from './present.js';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  selectTemplateNames,
  selectTemplates,
  selectTemplatesNamed,
  updateTemplate,
  type TemplateRow,
} from './queries.js';

// Templates are project managers' and administrators' tools; linguists never see them.
function requireReader(viewer: Viewer): void {
  if (isLinguist(viewer)) throw forbidden();
}

// Spec 000 section 6: the creator, or whoever holds projectTemplate:editOther.
function requireEditor(viewer: Viewer, row: TemplateRow): void {
  if (row.created_by !== viewer.userId && !viewer.permissions.includes('projectTemplate:editOther'))
    throw forbidden();
}

async function requireTemplate(db: Kysely<Database>, viewer: Viewer, id: number) {
  const row = await findTemplate(db, viewer.organizationId, id);
  if (!row) throw notFound();
  return row;
}

// The same checks as a project's, with locales optional; unknown steps are dropped.
async function checkedTemplate(
  db: Kysely<Database>,
  organizationId: number,
  template: ProjectTemplateInput,
): Promise<ProjectTemplateInput> {
  const targetLocales = distinctLocales(template.targetLocales);
  const { steps = [] } = await checkReferences(
    db,
    organizationId,
    { ...template, targetLocales },
    { localesRequired: false },
  );
  return {
    ...template,
    targetLocales,
    workflowStepIds: steps.map((step) => step.id),
    scoringModelIdsByWorkflowStepId: Object.fromEntries(
      steps
        .filter((step) => isScoringStep(step.type))
        .map((step) => [String(step.id), step.scoringModelId]),
    ),
    perLocaleMachineTranslateSettingsIds: engineIdsFor(
      template.perLocaleMachineTranslateSettingsIds,
      targetLocales,
    ),
  };
}

export async function createTemplate(
  ctx: AppContext,
  viewer: Viewer,
  input: ProjectTemplateInput,
): Promise<ProjectTemplate> {
  if (!viewer.permissions.includes('projectTemplate:create')) throw forbidden();
  const now = ctx.clock.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (db) => {
    const template = await checkedTemplate(db, viewer.organizationId, input);
    // The unique (organization, name) index answers 'The name is already used.', also to a racing twin.
    const id = await withUniqueName(
      insertTemplate(db, {
        ...templateColumns(template),
        organization_id: viewer.organizationId,
        created_by: viewer.userId,
        created_at: now,
        updated_at: now,
      }),
      'projectTemplateName',
    );
    return presentTemplate(await requireTemplate(db, viewer, id));
  });
}

export async function saveTemplate(
  ctx: AppContext,
  viewer: Viewer,
  input: ProjectTemplateUpdateInput,
): Promise<ProjectTemplate> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (db) => {
    requireEditor(viewer, await requireTemplate(db, viewer, input.id));
    const template = await checkedTemplate(db, viewer.organizationId, input);
    await withUniqueName(
      updateTemplate(db, input.id, { ...templateColumns(template), updated_at: now }),
      'projectTemplateName',
    );
    return presentTemplate(await requireTemplate(db, viewer, input.id));
  });
}

export async function getTemplate(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
): Promise<ProjectTemplate> {
  requireReader(viewer);
  return presentTemplate(await requireTemplate(ctx.db.kysely, viewer, id));
}

export async function removeTemplate(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (db) => {
    requireEditor(viewer, await requireTemplate(db, viewer, id));
    await deleteTemplate(db, id);
  });
}

export async function listTemplates(
  ctx: AppContext,
  viewer: Viewer,
  page: number,
  pageSize: number,
): Promise<ProjectTemplateSummary[]> {
  requireReader(viewer);
  const rows = await selectTemplates(ctx.db.kysely, viewer.organizationId, page, pageSize);
  return rows.map(presentSummary);
}

export async function listTemplateNames(
  ctx: AppContext,
  viewer: Viewer,
  page: number,
  pageSize: number,
): Promise<Array<{ id: number; name: string }>> {
  requireReader(viewer);
  return selectTemplateNames(ctx.db.kysely, viewer.organizationId, page, pageSize);
}

// What a project created from the template starts from (spec 000 section 3).
export async function findTemplateForProject(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<ProjectTemplateInput | undefined> {
  const row = await findTemplate(db, organizationId, id);
  return row ? presentTemplateSettings(row) : undefined;
}

// Sampled Post-Delivery QA maps templates by the names an admin writes in a workbook.
export async function findTemplatesNamed(
  db: Kysely<Database>,
  organizationId: number,
  names: readonly string[],
): Promise<Array<{ id: number; name: string }>> {
  return names.length === 0 ? [] : selectTemplatesNamed(db, organizationId, names);
}
