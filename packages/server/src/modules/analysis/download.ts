import {
  analysisBandLabels,
  analysisBands,
  type Analysis,
  type AnalysisData,
} from '@tessera/contracts';
import { csvLine, writeXlsxTable, type XlsxCell } from '@tessera/filters';

export const analysisColumns = [
  'Job file',
  'Target locale',
  'Band',
  'Segments',
  'Words',
  'Characters',
  'Percent',
] as const;

export interface AnalysisDownload {
  name: string;
  contentType: string;
  body: Uint8Array | string;
}

function dataRows(fileName: string, targetLocale: string, data: AnalysisData): XlsxCell[][] {
  return [...analysisBands, 'all' as const].map((band) => [
    fileName,
    targetLocale,
    analysisBandLabels[band],
    data[band].segments,
    data[band].words,
    data[band].characters,
    data[band].percent,
  ]);
}

/** Every job's bands, then the total's (job file "Total", no locale). */
export function analysisTable(analysis: Analysis): XlsxCell[][] {
  return [
    [...analysisColumns],
    ...analysis.jobs.flatMap((job) => dataRows(job.fileName, job.targetLocale, job.data)),
    ...dataRows(analysisBandLabels.all, '', analysis.total),
  ];
}

// A name any file system takes: the analysis name without path and control characters.
const fileBase = (analysis: Analysis) =>
  `${analysis.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'analysis'}`;

/** The analysis as CSV (UTF-8 with a byte order mark, as Excel reads it) or as an XLSX sheet. */
export function analysisDownload(analysis: Analysis, format: 'CSV' | 'XLSX'): AnalysisDownload {
  const rows = analysisTable(analysis);
  if (format === 'XLSX')
    return {
      name: `${fileBase(analysis)}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: writeXlsxTable('Analysis', rows),
    };
  return {
    name: `${fileBase(analysis)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: `\ufeff${rows.map((row) => csvLine(row.map(String))).join('')}`,
  };
}
