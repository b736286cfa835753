import type { z } from 'zod';
import {
  jobErrorCodes,
  type BilingualFileForm,
  type CompletedFilesForm,
  type JobErrorCode,
  type Project,
} from '@tessera/contracts';
import {
  FilterError,
  filterForFormat,
  writeMxliff,
  writeTmx,
  type UnitState,
} from '@tessera/filters';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { openBlobStorage } from '../../storage/blobStorage.js';
import {
  levelBit,
  levelCounts,
  segmentsOfJob,
  segmentsOfJobs,
  unitTargets,
} from '../segments/index.js';
import type { Viewer } from '../projects/index.js';
import { qaCounts } from '../qaStatus/index.js';
import { readProject, requireParts } from './access.js';
import { writeBilingualDocx } from './bilingualDocx.js';
import {
  bundle,
  fileNameParts,
  renameCompleted,
  withExtension,
  type DownloadFile,
} from './fileNames.js';
import { settingsOfJob } from './importTask.js';
import { completedSources, type CompletedSource, type FileMember } from './joinedParts.js';
import { creationTaskOf } from './present.js';
import type { PartRow } from './queries.js';

const jobError = (code: JobErrorCode, details: Record<string, unknown> = {}) =>
  new HttpError(400, code, jobErrorCodes[code], undefined, { errorCode: code, ...details });

function requireImported(parts: readonly PartRow[]): void {
  const failed = parts.find((part) => creationTaskOf(part).status !== 'OK');
  if (failed) throw jobError('JobNotDownloadable', { jobPartId: failed.id });
}

/** The uploaded files of the job parts, each once (the jobs of its target locales share it). */
export async function originalFiles(ctx: AppContext, viewer: Viewer, ids: readonly number[]) {
  const parts = await requireParts(ctx.db.kysely, viewer, ids);
  const storage = openBlobStorage(ctx.config);
  const files: DownloadFile[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    if (seen.has(part.file_blob_key)) continue;
    seen.add(part.file_blob_key);
    files.push({ name: part.file_name, data: await storage.read(part.file_blob_key) });
  }
  return bundle(files, 'original-files.zip');
}

// Warnings refuse a download unless the user chose 'Download anyway' (failOnWarnings=false).
async function downloadWarnings(
  ctx: AppContext,
  parts: readonly FileMember[],
  level: number | undefined,
) {
  const warnings: Array<{ jobPartId: number; errorCode: JobErrorCode }> = [];
  const qa = await qaCounts(
    ctx.db.kysely,
    parts.map((part) => part.id),
  );
  for (const part of parts) {
    if (!qa.get(part.id)?.qualityAssuranceResolved)
      warnings.push({ jobPartId: part.id, errorCode: 'JobQualityAssuranceUnresolved' });
    const at = level ?? part.workflow_level;
    const counts = (await levelCounts(ctx.db.kysely, [part.job_id], at)).get(part.job_id);
    if (!counts) continue;
    if (counts.emptyTargets > 0)
      warnings.push({ jobPartId: part.id, errorCode: 'JobContainsEmptyTargets' });
    else if (counts.confirmed < counts.segments)
      warnings.push({ jobPartId: part.id, errorCode: 'JobSegmentsUnconfirmed' });
  }
  return warnings;
}

async function completedFile(
  ctx: AppContext,
  { part, jobIds }: CompletedSource,
  project: Project,
): Promise<DownloadFile> {
  const filter = part.format ? filterForFormat(part.format) : undefined;
  if (!filter || !part.skeleton_blob_key)
    throw jobError('JobNotDownloadable', { jobPartId: part.id });
  const { filterSettings } = settingsOfJob(part);
  const segments = await segmentsOfJobs(ctx.db.kysely, jobIds);
  const targets = unitTargets(segments);
  // A unit is confirmed (locked) at the job's level when all its segments are; the XLIFF export rules read it.
  const bit = levelBit(part.workflow_level);
  const states = new Map<string, UnitState>();
  for (const segment of segments) {
    const state = states.get(segment.unit_id) ?? { confirmed: true, locked: true };
    state.confirmed &&= (segment.confirmed_levels & bit) !== 0;
    state.locked &&= (segment.locked_levels & bit) !== 0;
    states.set(segment.unit_id, state);
  }
  const storage = openBlobStorage(ctx.config);
  const skeleton = await storage.read(part.skeleton_blob_key);
  let data: Uint8Array;
  try {
    // An empty upload (no skeleton, no segments) downloads as the empty file it was.
    const original =
      filter.mergeReadsOriginal && skeleton.length > 0
        ? await storage.read(part.file_blob_key)
        : undefined;
    data =
      skeleton.length === 0
        ? skeleton
        : await filter.merge(skeleton, targets, filterSettings, states, original);
  } catch (error) {
    if (error instanceof FilterError) throw jobError('JobNotDownloadable', { jobPartId: part.id });
    throw error;
  }
  const automation = project.accessAndAutomationSettings;
  const step = project.workflowSteps.find((candidate) => candidate.level === part.workflow_level);
  // A PDF is completed as the Word document its filter writes, and named so.
  const fileName = filter.completedExtension
    ? withExtension(part.file_name, filter.completedExtension)
    : part.file_name;
  const name = automation.setRenameCompletedFilesToEnabled
    ? renameCompleted(automation.renameCompletedFilesTo, {
        fileName,
        sourceLang: part.source_lang,
        targetLang: part.target_lang,
        workflow: step?.name ?? 'Default',
        status: part.status,
      })
    : fileName;
  return { name, data };
}

/**
 * The files with their targets merged back, named by the project's rename pattern; the parts of
 * a split file give the one original file with every part's targets.
 */
export async function completedFiles(
  ctx: AppContext,
  viewer: Viewer,
  form: z.output<typeof CompletedFilesForm>,
) {
  const parts = await requireParts(ctx.db.kysely, viewer, form.jobPart);
  requireImported(parts);
  const sources = await completedSources(ctx.db.kysely, parts);
  if (form.failOnWarnings) {
    const members = sources.flatMap((source) => source.members);
    const warnings = await downloadWarnings(ctx, members, form.level);
    const [first] = warnings;
    if (first) throw jobError(first.errorCode, { warnings });
  }
  const projects = new Map<string, Project>();
  const files: DownloadFile[] = [];
  for (const source of sources) {
    const uid = source.part.project_uid;
    const project = projects.get(uid) ?? (await readProject(ctx, viewer.organizationId, uid));
    projects.set(uid, project);
    files.push(await completedFile(ctx, source, project));
  }
  return bundle(files, 'completed-files.zip');
}

const encoder = new TextEncoder();

async function bilingualFile(
  ctx: AppContext,
  part: PartRow,
  format: z.output<typeof BilingualFileForm>['format'],
): Promise<DownloadFile> {
  const segments = await segmentsOfJob(ctx.db.kysely, part.job_id);
  const bit = levelBit(part.workflow_level);
  const stem = `${fileNameParts(part.file_name).stem}_${part.source_lang}-${part.target_lang}-${part.workflow_level}`;
  if (format === 'TMX') {
    const units = segments
      .filter((segment) => segment.target !== '')
      .map((segment) => ({
        variants: [
          { lang: part.source_lang, text: segment.source },
          { lang: part.target_lang, text: segment.target },
        ],
      }));
    let xml = '';
    for await (const chunk of writeTmx({ srcLang: part.source_lang }, units)) xml += chunk;
    return { name: `${stem}.tmx`, data: encoder.encode(xml) };
  }
  const rows = segments.map((segment) => ({
    id: String(segment.ordinal),
    source: segment.source,
    target: segment.target,
    confirmed: (segment.confirmed_levels & bit) !== 0,
    locked: (segment.locked_levels & bit) !== 0,
    paraId: segment.unit_id,
  }));
  if (format === 'DOCX') {
    const status = (row: (typeof rows)[number]) =>
      [row.confirmed ? 'Confirmed' : '', row.locked ? 'Locked' : ''].filter(Boolean).join(', ');
    const table = rows.map((row) => ({ ...row, status: status(row) }));
    return { name: `${stem}.docx`, data: writeBilingualDocx(part.file_name, table) };
  }
  const data = writeMxliff({
    sourceLocale: part.source_lang,
    targetLocale: part.target_lang,
    fileName: part.file_name,
    segments: rows,
    level: part.workflow_level,
    jobPartUid: part.uid,
  });
  return { name: `${stem}.mxliff`, data };
}

/** MXLIFF, TMX or a bilingual DOCX table of each job part; a zip when several. */
export async function bilingualFiles(
  ctx: AppContext,
  viewer: Viewer,
  form: z.output<typeof BilingualFileForm>,
) {
  const db = ctx.db.kysely;
  const parts = await requireParts(db, viewer, form.jobPart);
  requireImported(parts);
  const ordered = form.sortByInternalId
    ? [...parts].sort((a, b) => a.internal_id - b.internal_id || a.id - b.id)
    : parts;
  const files: DownloadFile[] = [];
  for (const part of ordered) files.push(await bilingualFile(ctx, part, form.format));
  return bundle(files, 'bilingual-files.zip');
}
