import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  QualitySettings,
  type Project,
  type ProjectCreateInput,
  type ProjectTemplateInput,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import {
  autoDeletionDate,
  checkReferences,
  defaultMtSettingsId,
  distinctLocales,
  engineIdsFor,
  getProject,
  insertProject,
  insertProjectSettings,
  insertProjectWorkflowSteps,
  insertTargetLangs,
  settingsColumns,
  takeInternalId,
  unknownRecord,
  type ProjectSettingsGroups,
  type Viewer,
} from '../projects/index.js';
import { postDeliveryModelOf } from '../scoring/index.js';
import { findTemplateForProject } from '../templates/index.js';
import { copyTemplateAssets } from './templateAssets.js';

// A field the request leaves out takes the template's value, then the default (spec 000 section 3).
function chosen<T>(given: T | undefined, fromTemplate: T | undefined, fallback: T): T {
  if (given !== undefined) return given;
  return fromTemplate !== undefined ? fromTemplate : fallback;
}

type Template = ProjectTemplateInput | undefined;

async function templateOf(db: Kysely<Database>, viewer: Viewer, id: number | null | undefined) {
  if (!id) return undefined;
  const template = await findTemplateForProject(db, viewer.organizationId, id);
  if (!template) throw badRequest([unknownRecord('projectTemplateId', 'project template')]);
  return template;
}

// The machine translation settings default to the user's default engine (spec 000 section 3).
async function referencesOf(
  db: Kysely<Database>,
  viewer: Viewer,
  input: ProjectCreateInput,
  template: Template,
) {
  const targetLocales = distinctLocales(chosen(input.targetLocales, template?.targetLocales, []));
  return {
    sourceLocale: input.sourceLocale || template?.sourceLocale || null,
    targetLocales,
    workflowStepIds: chosen(input.workflowStepIds, template?.workflowStepIds, []),
    scoringModelIdsByWorkflowStepId: chosen(
      input.scoringModelIdsByWorkflowStepId,
      template?.scoringModelIdsByWorkflowStepId,
      {},
    ),
    ownerId: input.ownerId ?? template?.ownerId ?? viewer.userId,
    clientId: chosen(input.clientId, template?.clientId, null),
    costCenterId: chosen(input.costCenterId, template?.costCenterId, null),
    businessUnitId: chosen(input.businessUnitId, template?.businessUnitId, null),
    subject: chosen(input.subject, template?.subject, null),
    mediaType: chosen(input.mediaType, template?.mediaType, null),
    machineTranslateSettingsId: chosen(
      input.machineTranslateSettingsId,
      template?.machineTranslateSettingsId,
      template ? null : await defaultMtSettingsId(db, viewer),
    ),
    perLocaleMachineTranslateSettingsIds: engineIdsFor(
      chosen(
        input.perLocaleMachineTranslateSettingsIds,
        template?.perLocaleMachineTranslateSettingsIds,
        {},
      ),
      targetLocales,
    ),
  };
}

function groupsOf(input: ProjectCreateInput, template: Template): ProjectSettingsGroups {
  return {
    preTranslateSettings: chosen(
      input.preTranslateSettings,
      template?.preTranslateSettings,
      PreTranslateSettings.parse({}),
    ),
    analysisSettings: chosen(
      input.analysisSettings,
      template?.analysisSettings,
      AnalysisSettings.parse({}),
    ),
    qualitySettings: chosen(
      input.qualitySettings,
      template?.qualitySettings,
      QualitySettings.parse({}),
    ),
    accessAndAutomationSettings: chosen(
      input.accessAndAutomationSettings,
      template?.accessAndAutomationSettings,
      AccessAndAutomationSettings.parse({}),
    ),
  };
}

export async function createProject(
  ctx: AppContext,
  viewer: Viewer,
  input: ProjectCreateInput,
): Promise<Project> {
  if (!viewer.permissions.includes('project:create')) throw forbidden();
  const now = ctx.clock.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (db) => {
    const organizationId = viewer.organizationId;
    const template = await templateOf(db, viewer, input.projectTemplateId);
    const refs = await referencesOf(db, viewer, input, template);
    const { steps = [] } = await checkReferences(db, organizationId, refs, {
      localesRequired: true,
    });
    const uid = crypto.randomBytes(16).toString('base64url');
    const perLocale = chosen(
      input.perLocaleMachineTranslation,
      template?.perLocaleMachineTranslation,
      false,
    );
    // A mapped template's project is scored after delivery (Sampled Post-Delivery QA).
    const postDeliveryModel = await postDeliveryModelOf(
      db,
      organizationId,
      template ? (input.projectTemplateId ?? null) : null,
    );
    const id = await insertProject(db, {
      organization_id: organizationId,
      uid,
      internal_id: await takeInternalId(db, organizationId),
      name: input.name,
      status: 'NEW',
      note: chosen(input.note, template?.note, null),
      source_lang: refs.sourceLocale ?? '',
      owner_id: refs.ownerId,
      created_by: viewer.userId,
      date_due: input.dueDateTime ? new Date(input.dueDateTime).toISOString() : null,
      buyer_id: null,
      is_post_mortem_scoring: postDeliveryModel === null ? 0 : 1,
      project_template_id: template ? input.projectTemplateId : null,
      client_id: refs.clientId,
      business_unit_id: refs.businessUnitId,
      cost_center_id: refs.costCenterId,
      subject_id: refs.subject,
      media_type_id: refs.mediaType,
      mt_settings_id: refs.machineTranslateSettingsId,
      per_locale_mt: perLocale ? 1 : 0,
      per_locale_mt_ids: JSON.stringify(refs.perLocaleMachineTranslateSettingsIds),
      auto_deletion_at: autoDeletionDate(ctx, new Date(now)),
      binned_at: null,
      created_at: now,
      updated_at: now,
    });
    await insertProjectSettings(db, id, settingsColumns(groupsOf(input, template)));
    await insertTargetLangs(
      db,
      id,
      refs.targetLocales.map((lang, position) => ({ lang, position })),
    );
    await insertProjectWorkflowSteps(
      db,
      id,
      steps.map((step, index) => ({ ...step, level: index + 1 })),
    );
    // A project started from a template takes its memories, term bases and references too.
    if (template && input.projectTemplateId) {
      await copyTemplateAssets(db, input.projectTemplateId, id);
    }
    return getProject(ctx, viewer, uid, db);
  });
}
