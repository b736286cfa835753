import {
  format,
  scorecardLabels as labels,
  scoringMessages,
  type ScoringModelDefinition,
} from '@tessera/contracts';
import { fieldError } from '../../http/errors.js';
import type { SheetRow } from './modelWorkbook.js';

/** One error of a scorecard, in the model's own spelling of its category and severity. */
export interface ScorecardError {
  row: number;
  /** The segment's number as the editor shows it; undefined for the job as a whole. */
  segment: number | undefined;
  category: string;
  subcategory: string;
  severity: string;
  comment: string;
}

export const scorecardRefusal = (message: string, values: Record<string, string | number> = {}) =>
  fieldError('scoringFile', format(message, values));

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A scorecard's errors (docs/scoring.md): a header row naming Category and Severity, and
 * optionally Segment, Subcategory and Comment, in any order; each error checked against the model.
 */
export function readScorecard(
  rows: readonly SheetRow[],
  model: ScoringModelDefinition,
): ScorecardError[] {
  const [header, ...body] = rows;
  const column = (label: string) => header?.cells.findIndex((cell) => same(cell, label)) ?? -1;
  const columns = {
    segment: column(labels.segment),
    category: column(labels.category),
    subcategory: column(labels.subcategory),
    severity: column(labels.severity),
    comment: column(labels.comment),
  };
  if (columns.category < 0 || columns.severity < 0)
    throw scorecardRefusal(scoringMessages.scorecardHeaderMissing);
  const cell = (cells: string[], index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
  return body.map(({ row, cells }) => {
    const categoryText = cell(cells, columns.category);
    const category = model.categories.find((candidate) => same(candidate.name, categoryText));
    if (!category)
      throw scorecardRefusal(scoringMessages.unknownCategory, {
        category: categoryText,
        model: model.name,
        row,
      });
    const subcategoryText = cell(cells, columns.subcategory);
    const subcategory =
      subcategoryText === ''
        ? ''
        : category.subcategories.find((candidate) => same(candidate, subcategoryText));
    if (subcategory === undefined)
      throw scorecardRefusal(scoringMessages.unknownSubcategory, {
        category: category.name,
        subcategory: subcategoryText,
        model: model.name,
        row,
      });
    const severityText = cell(cells, columns.severity);
    const severity = model.severities.find((candidate) => same(candidate.name, severityText));
    if (!severity)
      throw scorecardRefusal(scoringMessages.unknownSeverity, {
        severity: severityText,
        model: model.name,
        row,
      });
    const segmentText = cell(cells, columns.segment);
    const segment = segmentText === '' ? undefined : Number(segmentText);
    if (segment !== undefined && !(Number.isInteger(segment) && segment > 0))
      throw scorecardRefusal(scoringMessages.unknownSegment, { segment: segmentText, row });
    return {
      row,
      segment,
      category: category.name,
      subcategory,
      severity: severity.name,
      comment: cell(cells, columns.comment),
    };
  });
}
