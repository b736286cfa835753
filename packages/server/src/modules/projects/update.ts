import type { Updateable } from 'kysely';
import {
  projectServerMessages,
  type FieldError,
  type Project,
  type ProjectUpdateInput,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { ProjectTable } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import type { ProjectChildren } from './children.js';
import { moveJobDueDates } from './jobsOfProjects.js';
import {
  insertProjectWorkflowSteps,
  insertTargetLangs,
  updateProject,
  updateProjectSettings,
} from './queries.js';
import {
  checkReferences,
  distinctLocales,
  engineIdsFor,
  isScoringStep,
  type CheckedStep,
} from './references.js';
import { getProject, loadProjectRow, settingsColumns } from './service.js';
import { requireEditRights, type Viewer } from './viewer.js';

interface Additions {
  targetLocales: string[];
  stepIds: number[] | undefined;
}

// Spec 000 section 4: an existing project keeps its source locale, target locales and steps.
function checkEditRules(
  current: { sourceLang: string; children: ProjectChildren },
  input: ProjectUpdateInput,
): Additions {
  const errors: FieldError[] = [];
  const { targetLangs, steps } = current.children;
  if (input.sourceLocale !== undefined && input.sourceLocale !== current.sourceLang)
    errors.push({ field: 'sourceLocale', message: projectServerMessages.sourceLocaleFixed });
  const wantedLocales = distinctLocales(input.targetLocales ?? targetLangs);
  if (targetLangs.some((code) => !wantedLocales.includes(code)))
    errors.push({ field: 'targetLocales', message: projectServerMessages.targetLocaleRemoved });
  const wantedSteps = input.workflowStepIds;
  if (wantedSteps && steps.some((step) => !wantedSteps.includes(step.id)))
    errors.push({ field: 'workflowStepIds', message: projectServerMessages.workflowStepRemoved });
  for (const [stepId, modelId] of Object.entries(input.scoringModelIdsByWorkflowStepId ?? {})) {
    const step = steps.find((each) => String(each.id) === stepId);
    if (step && modelId !== step.scoringModelId)
      errors.push({
        field: 'scoringModelIdsByWorkflowStepId',
        message: projectServerMessages.scoringModelFixed,
      });
  }
  if (errors.length > 0) throw badRequest(errors);
  return {
    targetLocales: wantedLocales.filter((code) => !targetLangs.includes(code)),
    stepIds: wantedSteps?.filter((id) => !steps.some((step) => step.id === id)),
  };
}

// New steps go after the highest existing one and are never scoring steps.
function checkAppendedSteps(existing: ProjectChildren['steps'], added: CheckedStep[]): void {
  const highestOrd = Math.max(0, ...existing.map((step) => step.ord));
  const errors: FieldError[] = [];
  if (added.some((step) => step.ord <= highestOrd))
    errors.push({
      field: 'workflowStepIds',
      message: projectServerMessages.workflowStepNotAppended,
    });
  if (added.some((step) => isScoringStep(step.type)))
    errors.push({ field: 'workflowStepIds', message: projectServerMessages.scoringStepAdded });
  if (errors.length > 0) throw badRequest(errors);
}

const lookupColumnOf = {
  clientId: 'client_id',
  costCenterId: 'cost_center_id',
  businessUnitId: 'business_unit_id',
  subject: 'subject_id',
  mediaType: 'media_type_id',
  machineTranslateSettingsId: 'mt_settings_id',
} as const;

function storedDue(dueDateTime: string | null): string | null {
  return dueDateTime ? new Date(dueDateTime).toISOString() : null;
}

// Fields left out keep their value; the others are written as given.
function changedColumns(
  input: ProjectUpdateInput,
  targetLocales: readonly string[],
  now: string,
): Updateable<ProjectTable> {
  const values: Updateable<ProjectTable> = { updated_at: now };
  if (input.name !== undefined) values.name = input.name;
  if (input.note !== undefined) values.note = input.note;
  if (input.status !== undefined) values.status = input.status;
  if (input.dueDateTime !== undefined) values.date_due = storedDue(input.dueDateTime);
  if (typeof input.ownerId === 'number') values.owner_id = input.ownerId;
  for (const [field, column] of Object.entries(lookupColumnOf) as Array<
    [keyof typeof lookupColumnOf, (typeof lookupColumnOf)[keyof typeof lookupColumnOf]]
  >) {
    const id = input[field];
    if (id !== undefined) values[column] = id;
  }
  if (input.perLocaleMachineTranslation !== undefined)
    values.per_locale_mt = input.perLocaleMachineTranslation ? 1 : 0;
  if (input.perLocaleMachineTranslateSettingsIds !== undefined)
    values.per_locale_mt_ids = JSON.stringify(
      engineIdsFor(input.perLocaleMachineTranslateSettingsIds, targetLocales),
    );
  return values;
}

export async function editProject(
  ctx: AppContext,
  viewer: Viewer,
  input: ProjectUpdateInput,
): Promise<Project> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (db) => {
    const { row, children } = await loadProjectRow(db, viewer, input.projectUid);
    requireEditRights(viewer, row.owner_id);
    const additions = checkEditRules({ sourceLang: row.source_lang, children }, input);
    const { steps: addedSteps = [] } = await checkReferences(
      db,
      viewer.organizationId,
      {
        targetLocales: additions.targetLocales,
        workflowStepIds: additions.stepIds,
        scoringModelIdsByWorkflowStepId: input.scoringModelIdsByWorkflowStepId,
        ownerId: input.ownerId,
        clientId: input.clientId,
        costCenterId: input.costCenterId,
        businessUnitId: input.businessUnitId,
        subject: input.subject,
        mediaType: input.mediaType,
        machineTranslateSettingsId: input.machineTranslateSettingsId,
        perLocaleMachineTranslateSettingsIds: input.perLocaleMachineTranslateSettingsIds,
      },
      { localesRequired: false },
    );
    checkAppendedSteps(children.steps, addedSteps);
    const targetLocales = [...children.targetLangs, ...additions.targetLocales];
    await updateProject(db, [row.id], changedColumns(input, targetLocales, now));
    if (input.updateDueDateOnExistingJobs) {
      const dateDue = input.dueDateTime === undefined ? row.date_due : storedDue(input.dueDateTime);
      await moveJobDueDates(db, row.id, dateDue, now);
    }
    await updateProjectSettings(db, row.id, settingsColumns(input));
    await insertTargetLangs(
      db,
      row.id,
      additions.targetLocales.map((lang, index) => ({
        lang,
        position: children.targetLangs.length + index,
      })),
    );
    const highestLevel = Math.max(0, ...children.steps.map((step) => step.level));
    await insertProjectWorkflowSteps(
      db,
      row.id,
      addedSteps.map((step, index) => ({ ...step, level: highestLevel + index + 1 })),
    );
    return getProject(ctx, viewer, input.projectUid, db);
  });
}
