import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  bilingualExtensions,
  DEFAULT_WORKFLOW_STEP_ID,
  editorMessages,
  jobEditMessages,
  jobErrorCodes,
  jobMessages,
  jobServerMessages,
  type BilingualUploadFields,
  type BilingualUploadResult,
  type JobStatus,
} from '@tessera/contracts';
import {
  FilterError,
  readBilingualDocx,
  readMxliff,
  type BilingualFileContent,
} from '@tessera/filters';
import { mayEditProject } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError, forbidden, HttpError } from '../../http/errors.js';
import {
  openOfferPartIds,
  readProject,
  requireParts,
  saveSegmentsToWriteTms,
  setPartStatus,
  type PartRow,
} from '../jobs/index.js';
import { applyStatusAutomation, isLinguist, type Viewer } from '../projects/index.js';
import { checkChangedSegments } from '../qa/index.js';
import { levelBit, saveTarget, type TargetChange } from '../segments/index.js';
import type { BilingualUpload } from './receive.js';

export type UploadActor = Viewer & { userName: string };

const nonBilingual = () =>
  new HttpError(400, 'NonBilingualFile', jobErrorCodes.NonBilingualFile, undefined, {
    errorCode: 'NonBilingualFile',
  });

// Spec 001 section 6: linguists do not change completed or cancelled jobs.
const finishedForLinguists: readonly JobStatus[] = [
  'COMPLETED_BY_LINGUIST',
  'COMPLETED',
  'CANCELLED',
];

async function uploadablePart(ctx: AppContext, actor: UploadActor, jobPart: number) {
  const [part] = await requireParts(ctx.db.kysely, actor, [jobPart]);
  if (!part) throw forbidden();
  if (part.creation_status !== 'OK')
    throw new HttpError(400, 'JobCreationNotFinished', jobServerMessages.creationNotFinished);
  if (isLinguist(actor)) {
    if (finishedForLinguists.includes(part.status as JobStatus))
      throw new HttpError(403, 'JobFinished', editorMessages.jobFinished);
    return part;
  }
  // Managers change only the projects they may edit, as every other job call.
  const project = await readProject(ctx, actor.organizationId, part.project_uid);
  if (!mayEditProject(actor, project.owner.id)) throw forbidden();
  return part;
}

function readFile(upload: BilingualUpload, fields: BilingualUploadFields, maxBytes: number) {
  const file = upload.file;
  if (!file) throw fieldError('bilingualFile', jobMessages.bilingualFileRequired);
  if (!file.name.toLowerCase().endsWith(bilingualExtensions[fields.format]))
    throw fieldError('bilingualFile', jobMessages.unexpectedFileType);
  try {
    return fields.format === 'DOCX'
      ? readBilingualDocx(file.bytes, maxBytes)
      : readMxliff(file.bytes);
  } catch (error) {
    if (error instanceof FilterError) throw nonBilingual();
    throw error;
  }
}

function segmentsOf(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom('segments')
    .select([
      'id',
      'ordinal',
      'source',
      'target',
      'version',
      'confirmed_levels',
      'locked_levels',
      'match_origin',
      'match_score',
      'context_key',
    ])
    .where('job_id', '=', jobId)
    .orderBy('ordinal')
    .execute();
}
type JobSegment = Awaited<ReturnType<typeof segmentsOf>>[number];

/**
 * The file's rows by the job's segments they stand for: the file must name the job's file (and,
 * for MXLIFF, its locales and job part) and every row a segment of the job with the same source.
 */
function matchedRows(part: PartRow, content: BilingualFileContent, segments: JobSegment[]) {
  const sameLocales =
    (content.sourceLocale ?? part.source_lang) === part.source_lang &&
    (content.targetLocale ?? part.target_lang) === part.target_lang;
  const samePart = (content.jobPartUid ?? part.uid) === part.uid;
  if (
    content.fileName !== part.file_name ||
    !sameLocales ||
    !samePart ||
    content.segments.length === 0
  )
    throw nonBilingual();
  const byOrdinal = new Map(segments.map((segment) => [String(segment.ordinal), segment]));
  return content.segments.map((row) => {
    const segment = byOrdinal.get(row.id);
    if (!segment || segment.source !== row.source) throw nonBilingual();
    return { segment, target: row.target, confirmed: row.confirmed && row.target !== '' };
  });
}

/**
 * POST /web/api/v9/job/uploadBilingualFile: the targets and confirmations of a bilingual file
 * replace the job part's where they differ, except segments locked at its level, in one
 * transaction (versions, history under one trace id, the chosen segments into the write
 * memories, the status when asked); then the changed segments' QA is computed anew.
 */
export async function uploadBilingualFile(
  ctx: AppContext,
  actor: UploadActor,
  fields: BilingualUploadFields & { jobPart: number },
  upload: BilingualUpload,
): Promise<BilingualUploadResult> {
  const part = await uploadablePart(ctx, actor, fields.jobPart);
  // An open offer keeps the status, except for an ADMIN (spec 001 section 6): nothing is written.
  if (fields.setCompleted && actor.role !== 'ADMIN')
    if ((await openOfferPartIds(ctx.db.kysely, [part.id])).has(part.id))
      throw new HttpError(400, 'JobStatusNotAllowed', jobEditMessages.offerStatus);
  const content = readFile(upload, fields, ctx.config.importFileMaxBytes);
  const bit = levelBit(part.workflow_level);
  const change: TargetChange = {
    userId: actor.userId,
    userName: actor.userName,
    now: ctx.clock.now().toISOString(),
    level: part.workflow_level,
    traceId: crypto.randomUUID(),
  };
  const status: JobStatus = isLinguist(actor) ? 'COMPLETED_BY_LINGUIST' : 'COMPLETED';
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    const segments = await segmentsOf(trx, part.job_id);
    const rows = matchedRows(part, content, segments);
    const changed: number[] = [];
    const targets = new Map<number, string>();
    for (const { segment, target, confirmed } of rows) {
      if ((segment.locked_levels & bit) !== 0) continue;
      targets.set(segment.id, target);
      const wasConfirmed = (segment.confirmed_levels & bit) !== 0;
      if (segment.target === target && wasConfirmed === confirmed) continue;
      if (await saveTarget(trx, segment, part.job_id, { target, confirm: confirmed }, change))
        changed.push(segment.id);
    }
    const chosen = new Set(
      rows
        .filter((row) => targets.has(row.segment.id))
        .filter((row) => fields.saveToTransMemory === 'All' || row.confirmed)
        .map((row) => row.segment.id),
    );
    const stepId =
      part.workflow_step_id === DEFAULT_WORKFLOW_STEP_ID ? null : part.workflow_step_id;
    const tmUnitsWritten =
      fields.saveToTransMemory === 'None'
        ? 0
        : await saveSegmentsToWriteTms({ ...ctx.db, kysely: trx }, part, stepId, {
            rows: segments.map((segment) => ({
              ...segment,
              target: targets.get(segment.id) ?? segment.target,
            })),
            chosen: (segment) => chosen.has(segment.id),
            author: change,
          });
    if (fields.setCompleted && part.status !== status)
      await setPartStatus(trx, [part], status, actor, change.now);
    return { changed, tmUnitsWritten };
  });
  if (fields.setCompleted) await applyStatusAutomation(ctx, part.project_id);
  // After the commit, so that the check reads the new targets (as the editor's saves do).
  await checkChangedSegments(ctx, actor, part, result.changed);
  return {
    jobPartId: part.id,
    segmentsChanged: result.changed.length,
    tmUnitsWritten: result.tmUnitsWritten,
    status: fields.setCompleted ? status : (part.status as JobStatus),
  };
}
