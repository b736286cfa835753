import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_WORKFLOW_STEP_ID,
  format,
  JobCreateParams,
  jobMessages,
  jobServerMessages,
  type FieldError,
  type JobCreateResponse,
  type Project,
  type WorkflowStepJobSettings,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { openBlobStorage } from '../../storage/blobStorage.js';
import type { Upload } from '../../storage/upload.js';
import { MAIL_DELIVERY_TASK, scheduleBatchedMail } from '../mail/index.js';
import { checkReferences, type Viewer } from '../projects/index.js';
import { createScoringJobs, type ScoredPart } from '../scoring/index.js';
import { readProject, requireProjectEditor } from './access.js';
import { JOB_IMPORT_TASK } from './importTask.js';
import { linguistNotices, type CreatedPart, type Linguist } from './notify.js';
import {
  insertAssignees,
  insertJob,
  insertJobParts,
  insertStatusChanges,
  organizationName,
  selectOrganizationUsers,
  selectOrganizationVendorIds,
  takeJobInternalIds,
} from './queries.js';
import { refuseUnsupportedFiles } from './fileSupport.js';
import { expandZips, type JobUpload } from './upload.js';

interface Step {
  id: number;
  level: number;
}

export const newUid = () => crypto.randomBytes(16).toString('base64url');

function validate(upload: JobUpload): JobCreateParams {
  const errors: FieldError[] = [];
  if (upload.files.length === 0) errors.push({ field: 'file', message: jobMessages.fileRequired });
  const parsed = JobCreateParams.safeParse(upload.params);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push({ field: issue.path.map(String).join('.') || 'params', message: issue.message });
  if (errors.length > 0 || !parsed.success) throw badRequest(errors);
  return parsed.data;
}

const scoringTypes = new Set(['SCORING', 'SCORING_AND_REVISION']);

// The parts of scoring steps that have a model (none is the 'External' one): each gets a scoring job.
function scoredParts(
  project: Project,
  targetLang: string,
  parts: ReadonlyArray<{ id: number; workflow_level: number }>,
): ScoredPart[] {
  return parts.flatMap((part) => {
    const step = project.workflowSteps.find((candidate) => candidate.level === part.workflow_level);
    const modelId = step && project.scoringModelIdsByWorkflowStepId[String(step.id)];
    return step && scoringTypes.has(step.type) && modelId
      ? [
          {
            jobPartId: part.id,
            scoringModelId: modelId,
            projectId: project.id,
            workflowStepId: step.id,
            targetLang,
          },
        ]
      : [];
  });
}

function checkProject(project: Project, params: JobCreateParams, steps: readonly Step[]): void {
  if (!project.jobCreationAllowed)
    throw new HttpError(400, 'JobCreationNotAllowed', jobServerMessages.jobCreationNotAllowed);
  const errors: FieldError[] = params.targetLocales
    .filter((locale) => !project.targetLangs.includes(locale))
    .map((locale) => ({
      field: 'targetLocales',
      message: format(jobServerMessages.targetLocaleNotInProject, { locale }),
    }));
  for (const settings of params.workflowSettings)
    if (!steps.some((step) => step.id === settings.workflowStepId))
      errors.push({
        field: 'workflowSettings',
        message: format(jobServerMessages.unknownWorkflowStep, { id: settings.workflowStepId }),
      });
  if (errors.length > 0) throw badRequest(errors);
}

interface StepAssignees {
  userIds: number[];
  vendorIds: number[];
}

function assigneesOf(settings: WorkflowStepJobSettings | undefined, locale: string): StepAssignees {
  if (!settings) return { userIds: [], vendorIds: [] };
  const perLocale = settings.assignPerTargetLocale;
  const userIds = perLocale
    ? (settings.assignedUserIdsByTargetLocale[locale] ?? [])
    : settings.assignedUserIds;
  const vendorIds = perLocale
    ? (settings.assignedVendorIdsByTargetLocale[locale] ?? [])
    : settings.assignedVendorIds;
  return { userIds: [...new Set(userIds)], vendorIds: [...new Set(vendorIds)] };
}

// Vendors are assigned by id, like users, and must be vendors of the caller's organization.
async function checkVendors(
  db: Kysely<Database>,
  organizationId: number,
  params: JobCreateParams,
): Promise<void> {
  const ids = [
    ...new Set(
      params.workflowSettings.flatMap((settings) => [
        ...settings.assignedVendorIds,
        ...Object.values(settings.assignedVendorIdsByTargetLocale).flat(),
      ]),
    ),
  ];
  if (ids.length === 0) return;
  const known = new Set(await selectOrganizationVendorIds(db, organizationId, ids));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined)
    throw badRequest([
      {
        field: 'workflowSettings',
        message: format(jobServerMessages.unknownVendor, { id: missing }),
      },
    ]);
}

async function linguistsOf(
  db: Kysely<Database>,
  organizationId: number,
  params: JobCreateParams,
): Promise<Map<number, Linguist>> {
  const ids = [
    ...new Set(
      params.workflowSettings.flatMap((settings) => [
        ...settings.assignedUserIds,
        ...Object.values(settings.assignedUserIdsByTargetLocale).flat(),
      ]),
    ),
  ];
  const users = ids.length === 0 ? [] : await selectOrganizationUsers(db, organizationId, ids);
  const missing = ids.find((id) => !users.some((user) => user.id === id));
  if (missing !== undefined)
    throw badRequest([
      {
        field: 'workflowSettings',
        message: format(jobServerMessages.unknownAssignee, { id: missing }),
      },
    ]);
  return new Map(users.map((user) => [user.id, user]));
}

/**
 * Creates one job per file and target locale, with one part per workflow step, and queues the
 * import of their files; answers at once, the task fills the segments.
 */
export async function createJobs(
  ctx: AppContext,
  viewer: Viewer & { userName: string },
  upload: JobUpload,
): Promise<JobCreateResponse> {
  const storage = openBlobStorage(ctx.config);
  let files: Upload[] = upload.files;
  try {
    const params = validate(upload);
    const project = await readProject(ctx, viewer.organizationId, params.projectUid);
    requireProjectEditor(viewer, project);
    const steps: Step[] =
      project.workflowSteps.length > 0
        ? [...project.workflowSteps].sort((a, b) => a.level - b.level)
        : [{ id: DEFAULT_WORKFLOW_STEP_ID, level: 1 }];
    checkProject(project, params, steps);
    const linguists = await linguistsOf(ctx.db.kysely, viewer.organizationId, params);
    await checkVendors(ctx.db.kysely, viewer.organizationId, params);
    // Segmentation rules as a project's: another organization's id is refused, not ignored.
    const { sourceSegmentationRuleId, targetSegmentationRuleId } = params.importSettings;
    await checkReferences(
      ctx.db.kysely,
      viewer.organizationId,
      { sourceSegmentationRuleId, targetSegmentationRuleId },
      { localesRequired: false },
    );
    files = await expandZips(storage, ctx.config, upload.files, params.importSettings.zipCharset);
    refuseUnsupportedFiles(files, params.importSettings);
    return await ctx.db.kysely
      .transaction()
      .execute((trx) => insertJobs(ctx, trx, { viewer, project, params, steps, files, linguists }));
  } catch (error) {
    await Promise.all(files.map((file) => storage.delete(file.key)));
    throw error;
  }
}

async function insertJobs(
  ctx: AppContext,
  trx: Kysely<Database>,
  input: {
    viewer: Viewer & { userName: string };
    project: Project;
    params: JobCreateParams;
    steps: readonly Step[];
    files: readonly Upload[];
    linguists: ReadonlyMap<number, Linguist>;
  },
): Promise<JobCreateResponse> {
  const { viewer, project, params, steps, files } = input;
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const task = await ctx.tasks.enqueue(
    {
      organizationId: viewer.organizationId,
      type: JOB_IMPORT_TASK,
      payload: { projectUid: project.uid, preTranslate: params.preTranslate === true },
      createdBy: viewer.userId,
    },
    trx,
  );
  const orgName = await organizationName(trx, viewer.organizationId);
  const stepSettings = new Map(params.workflowSettings.map((s) => [s.workflowStepId, s]));
  let internalId = await takeJobInternalIds(
    trx,
    project.id,
    files.length * params.targetLocales.length,
  );
  const jobs: JobCreateResponse['jobs'] = [];
  const created: CreatedPart[] = [];
  for (const file of files) {
    for (const targetLocale of params.targetLocales) {
      const jobId = await insertJob(trx, {
        organization_id: viewer.organizationId,
        project_id: project.id,
        project_uid: project.uid,
        uid: newUid(),
        internal_id: internalId++,
        parent_id: null,
        file_name: file.fileName,
        source_lang: project.sourceLang,
        target_lang: targetLocale,
        file_blob_key: file.key,
        skeleton_blob_key: null,
        format: null,
        import_settings: JSON.stringify(params.importSettings),
        creation_task_id: task.id,
        creation_status: 'RUNNING',
        creation_error: null,
        segments_count: 0,
        words_count: 0,
        characters_count: 0,
        created_by: viewer.userId,
        created_at: nowIso,
        updated_at: nowIso,
      });
      const parts = await insertJobParts(
        trx,
        steps.map((step) => ({
          organization_id: viewer.organizationId,
          project_id: project.id,
          job_id: jobId,
          uid: newUid(),
          workflow_level: step.level,
          workflow_step_id: step.id,
          status: 'NEW',
          date_due: stepSettings.get(step.id)?.dueDate ?? params.dueDateTime ?? null,
          created_at: nowIso,
          updated_at: nowIso,
          // The first level is pre-translated after the import: the job list follows it from now.
          pre_translate_status:
            params.preTranslate === true && step.level === steps[0]?.level ? 'RUNNING' : null,
        })),
      );
      await createScoringJobs(
        trx,
        viewer.organizationId,
        scoredParts(project, targetLocale, parts),
        nowIso,
      );
      for (const part of parts) {
        const stepId = steps.find((step) => step.level === part.workflow_level)?.id;
        const { userIds, vendorIds } = assigneesOf(stepSettings.get(stepId ?? 0), targetLocale);
        await insertAssignees(trx, [
          ...userIds.map((userId) => ({ job_part_id: part.id, user_id: userId, vendor_id: null })),
          ...vendorIds.map((vendorId) => ({
            job_part_id: part.id,
            user_id: null,
            vendor_id: vendorId,
          })),
        ]);
        created.push({
          level: part.workflow_level,
          fileName: file.fileName,
          targetLocale,
          userIds,
        });
        jobs.push({
          id: part.id,
          uid: part.uid,
          fileName: file.fileName,
          targetLocale,
          workflowLevel: part.workflow_level,
          creationTask: { status: 'RUNNING' },
        });
      }
      await insertStatusChanges(
        trx,
        parts.map((part) => ({
          job_part_id: part.id,
          status: 'NEW',
          created_by: viewer.userId,
          created_by_name: viewer.userName,
          organization_name: orgName,
          created_at: nowIso,
        })),
      );
    }
  }
  const notices = await linguistNotices(trx, {
    organizationId: viewer.organizationId,
    now,
    project,
    params,
    stepSettings,
    levels: new Map(steps.map((step) => [step.level, step.id])),
    parts: created,
    linguists: input.linguists,
  });
  if (notices.length > 0) {
    await scheduleBatchedMail(trx, nowIso, notices);
    await ctx.tasks.enqueue(
      {
        organizationId: viewer.organizationId,
        type: MAIL_DELIVERY_TASK,
        payload: null,
        createdBy: viewer.userId,
      },
      trx,
    );
  }
  return { jobs, task: { id: task.id, status: task.status } };
}
