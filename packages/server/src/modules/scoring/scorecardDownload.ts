import type { Kysely } from 'kysely';
import {
  AccessAndAutomationSettings,
  ScoringModelDefinition,
  scorecardDownloadLabels as label,
  scoringMessages,
  jobMessages,
  type ScorecardFormat,
} from '@tessera/contracts';
import { csvLine, writeXlsxTable, type XlsxCell } from '@tessera/filters';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import { selectGroups } from './groupQueries.js';
import {
  selectGroupScoringJobs,
  selectScorecardErrors,
  selectScorecardParts,
  selectScoringJobs,
  type ScoringJobRow,
} from './jobQueries.js';
import { visibleScoringJobs } from './scoringJobs.js';

export interface ScorecardFile {
  name: string;
  contentType: string;
  data: Uint8Array;
}

const header = [
  label.file,
  label.targetLocale,
  label.segment,
  label.source,
  label.target,
  label.category,
  label.subcategory,
  label.severity,
  label.comment,
  label.penalty,
];
const totalsHeader = [
  label.file,
  label.targetLocale,
  label.scoringModel,
  label.threshold,
  label.scoredWords,
  label.penalty,
  label.score,
  label.result,
];

type Part = Awaited<ReturnType<typeof selectScorecardParts>>[number];

// Every error with its segment, then each job's totals under a header of their own.
async function scorecardTable(
  db: Kysely<Database>,
  jobs: readonly ScoringJobRow[],
  parts: ReadonlyMap<number, Part>,
): Promise<XlsxCell[][]> {
  const errors = await selectScorecardErrors(
    db,
    jobs.map((job) => job.id),
  );
  const rows: XlsxCell[][] = [header];
  for (const job of jobs) {
    const part = parts.get(job.job_part_id);
    const weights = new Map(
      ScoringModelDefinition.parse(JSON.parse(job.model_definition)).severities.map((severity) => [
        severity.name,
        severity.weight,
      ]),
    );
    for (const error of errors.filter((one) => one.scoring_job_id === job.id))
      rows.push([
        part?.file_name ?? '',
        part?.target_lang ?? '',
        error.ordinal ?? '',
        error.source ?? '',
        error.target ?? '',
        error.category,
        error.subcategory,
        error.severity,
        error.comment,
        weights.get(error.severity) ?? 0,
      ]);
  }
  rows.push([], [label.totals], totalsHeader);
  for (const job of jobs) {
    const part = parts.get(job.job_part_id);
    const scored = job.score !== null;
    rows.push([
      part?.file_name ?? '',
      part?.target_lang ?? '',
      `${job.model_name} (version ${job.model_version})`,
      job.model_threshold,
      job.scored_word_count ?? '',
      job.penalty_points ?? '',
      job.score ?? '',
      !scored ? label.notScored : job.passing === 1 ? label.passed : label.failed,
    ]);
  }
  return rows;
}

function fileOf(rows: XlsxCell[][], format: ScorecardFormat, baseName: string): ScorecardFile {
  if (format === 'XLSX')
    return {
      name: `${baseName}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: writeXlsxTable('Scorecard', rows),
    };
  // A byte order mark so that Excel reads the file as UTF-8.
  const text = `\ufeff${rows.map((cells) => csvLine(cells.map(String))).join('')}`;
  return {
    name: `${baseName}.csv`,
    contentType: 'text/csv; charset=utf-8',
    data: new TextEncoder().encode(text),
  };
}

// A linguist downloads only where the project lets linguists download (spec 001 section 6).
function checkLinguistDownload(auth: AuthContext, parts: readonly Part[]): void {
  if (auth.role !== 'LINGUIST') return;
  const allowed = parts.every(
    (part) =>
      AccessAndAutomationSettings.parse(JSON.parse(part.automation_settings))
        .allowLinguistsToDownloadTranslationJobs,
  );
  if (!allowed) throw new HttpError(403, 'Forbidden', scoringMessages.linguistDownloadNotAllowed);
}

async function download(
  db: Kysely<Database>,
  auth: AuthContext,
  jobs: readonly ScoringJobRow[],
  format: ScorecardFormat,
): Promise<ScorecardFile> {
  const parts = await selectScorecardParts(
    db,
    auth.organizationId,
    jobs.map((job) => job.job_part_id),
  );
  checkLinguistDownload(auth, parts);
  const byId = new Map(parts.map((part) => [part.id, part]));
  const [only] = parts;
  const baseName =
    parts.length === 1 && only
      ? `${only.file_name.replace(/\.[^.]*$/, '')}-${only.target_lang}-scorecard`
      : 'scorecards';
  return fileOf(await scorecardTable(db, jobs, byId), format, baseName);
}

/** POST /api/scoring/downloadScoreCard: the scorecards of these job parts in one file. */
export async function downloadScorecards(
  ctx: AppContext,
  auth: AuthContext,
  jobPartIds: readonly number[],
  format: ScorecardFormat,
): Promise<ScorecardFile> {
  const db = ctx.db.kysely;
  const asked = new Set(jobPartIds);
  const found = await selectScorecardParts(db, auth.organizationId, [...asked]);
  if (found.length !== asked.size) throw notFound();
  const jobs = await visibleScoringJobs(
    db,
    auth,
    await selectScoringJobs(db, auth.organizationId, jobPartIds),
  );
  if (jobs.length !== asked.size)
    throw new HttpError(404, 'NotFound', jobMessages.scoringJobNotFound);
  return download(db, auth, jobs, format);
}

/** POST /api/scoring/downloadScoreCardByTarget: the scorecards of whole groups (target locales). */
export async function downloadGroupScorecards(
  ctx: AppContext,
  auth: AuthContext,
  groupIds: readonly number[],
  format: ScorecardFormat,
): Promise<ScorecardFile> {
  const db = ctx.db.kysely;
  const linguist = auth.role === 'LINGUIST' ? auth.userId : undefined;
  const groups = await selectGroups(db, auth.organizationId, groupIds, linguist);
  if (groups.length !== new Set(groupIds).size) throw notFound();
  const jobs: ScoringJobRow[] = [];
  for (const group of groups)
    jobs.push(...(await selectGroupScoringJobs(db, auth.organizationId, group.id, undefined)));
  return download(db, auth, await visibleScoringJobs(db, auth, jobs), format);
}
