import {
  AnalysisData,
  AnalysisOptions,
  AnalysisType,
  type Analysis,
  type AnalysisLanguages,
  type AnalysisListItem,
} from '@tessera/contracts';
import type { Viewer } from '../projects/index.js';
import type { AnalysisJobRow, AnalysisRow } from './queries.js';

/** One pair per target locale, in the order the analysis lists its jobs. */
function languagesOf(jobs: readonly AnalysisJobRow[]): AnalysisLanguages[] {
  const pairs = new Map<string, AnalysisLanguages>();
  for (const job of jobs)
    pairs.set(`${job.source_lang}\u0000${job.target_lang}`, {
      sourceLocale: job.source_lang,
      targetLocale: job.target_lang,
    });
  return [...pairs.values()];
}

export function presentListItem(
  row: AnalysisRow,
  jobs: readonly AnalysisJobRow[],
  viewer: Viewer,
): AnalysisListItem {
  return {
    id: row.id,
    innerId: row.inner_id,
    name: row.name,
    linguist: null,
    type: AnalysisType.parse(row.type),
    dateCreated: row.created_at,
    createdBy: { id: row.created_by, userName: row.created_by_name },
    organization: { id: row.organization_id, name: row.organization_name },
    languages: languagesOf(jobs),
    selectable: row.organization_id === viewer.organizationId,
  };
}

export function presentAnalysis(
  row: AnalysisRow,
  jobs: readonly AnalysisJobRow[],
  viewer: Viewer,
): Analysis {
  return {
    ...presentListItem(row, jobs, viewer),
    projectUid: row.project_uid,
    options: AnalysisOptions.parse(JSON.parse(row.options)),
    jobs: jobs.map((job) => ({
      jobPartId: job.job_part_id,
      fileName: job.file_name,
      targetLocale: job.target_lang,
      workflowLevel: job.workflow_level,
      data: AnalysisData.parse(JSON.parse(job.data)),
    })),
    total: AnalysisData.parse(JSON.parse(row.total)),
  };
}
