import type { Kysely } from 'kysely';
import {
  assignmentMessages,
  DEFAULT_WORKFLOW_STEP_ID,
  DEFAULT_WORKFLOW_STEP_LABEL,
  format,
  ProjectAssetQuery,
  projectMessages,
  TemplateAssetQuery,
  type FieldError,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { isLinguist, requireEditRights, requireProject, type Viewer } from '../projects/index.js';
import { findTemplateForProject } from '../templates/index.js';
import {
  findTemplateCreator,
  lockOwnerRow,
  projectLocales,
  stepsByIds,
  stepsOfProject,
  type OwnerRef,
} from './queries.js';

/** How a call names the project (uid) or template (id) whose assets it reads or changes. */
export type OwnerKey = { kind: 'project'; uid: string } | { kind: 'template'; id: number };

export function projectKey(query: unknown): OwnerKey {
  return { kind: 'project', uid: parseInput(ProjectAssetQuery, query).project };
}

export function templateKey(query: unknown): OwnerKey {
  return { kind: 'template', id: parseInput(TemplateAssetQuery, query).template };
}

export interface WorkflowStepRef {
  id: number;
  name: string;
  ord: number;
}

/** A project or template with what the assignment rules need of it. */
export interface AssetOwner extends OwnerRef {
  /** Null for a template that has none yet. */
  sourceLang: string | null;
  targetLangs: string[];
  steps: WorkflowStepRef[];
}

export const defaultStep: WorkflowStepRef = {
  id: DEFAULT_WORKFLOW_STEP_ID,
  name: DEFAULT_WORKFLOW_STEP_LABEL,
  ord: 0,
};

/**
 * The project or template of the viewer's organization, or 404. Reading a project needs to see
 * it (the projects module decides who does); changing it needs its edit rights. Templates are
 * read by managers and admins and changed by their creator or with projectTemplate:editOther.
 * Changing also locks the owner's row until the transaction ends.
 */
export async function resolveOwner(
  ctx: AppContext,
  db: Kysely<Database>,
  viewer: Viewer,
  key: OwnerKey,
  access: 'read' | 'edit',
): Promise<AssetOwner> {
  const owner =
    key.kind === 'project'
      ? await projectOwner(db, viewer, key.uid, access)
      : await templateOwner(db, viewer, key.id, access);
  if (access === 'edit' && ctx.db.dialect === 'postgres') await lockOwnerRow(db, owner);
  return owner;
}

async function projectOwner(
  db: Kysely<Database>,
  viewer: Viewer,
  uid: string,
  access: 'read' | 'edit',
): Promise<AssetOwner> {
  const project = await requireProject(db, viewer, uid);
  if (access === 'edit') requireEditRights(viewer, project.owner_id);
  const locales = await projectLocales(db, project.id);
  return {
    kind: 'project',
    id: project.id,
    ...locales,
    steps: await stepsOfProject(db, project.id),
  };
}

async function templateOwner(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  access: 'read' | 'edit',
): Promise<AssetOwner> {
  const creator = await findTemplateCreator(db, viewer.organizationId, id);
  const template = await findTemplateForProject(db, viewer.organizationId, id);
  if (!creator || !template) throw notFound();
  if (isLinguist(viewer)) throw forbidden();
  const mayEdit =
    creator.created_by === viewer.userId ||
    viewer.permissions.includes('projectTemplate:editOther');
  if (access === 'edit' && !mayEdit) throw forbidden();
  return {
    kind: 'template',
    id,
    sourceLang: template.sourceLocale,
    targetLangs: template.targetLocales,
    steps: await stepsByIds(db, viewer.organizationId, template.workflowStepIds),
  };
}

/** The locales a set call changes: the one named, or every target locale of the owner. */
export function changedLocales(owner: AssetOwner, targetLang: string | undefined): string[] {
  if (targetLang === undefined) {
    if (owner.targetLangs.length === 0)
      throw fieldError('targetLang', projectMessages.targetLocalesRequired);
    return owner.targetLangs;
  }
  if (!owner.targetLangs.includes(targetLang))
    throw fieldError(
      'targetLang',
      format(assignmentMessages.unknownTargetLang, { locale: targetLang }),
    );
  return [targetLang];
}

/** The step a call names; absent or -1 is the Default step (null). */
export function namedStep(
  owner: AssetOwner,
  workflowStep: number | undefined,
): WorkflowStepRef | null {
  if (workflowStep === undefined || workflowStep === DEFAULT_WORKFLOW_STEP_ID) return null;
  const step = owner.steps.find((candidate) => candidate.id === workflowStep);
  if (!step)
    throw fieldError(
      'workflowStep',
      format(assignmentMessages.unknownWorkflowStep, { id: workflowStep }),
    );
  return step;
}

// An all-locales call would repeat an asset's error once per locale.
export const uniqueErrors = (errors: FieldError[]) =>
  errors.filter(
    (error, index) => errors.findIndex((other) => other.message === error.message) === index,
  );
