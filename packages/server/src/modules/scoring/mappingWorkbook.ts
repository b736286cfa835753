import { format, scoringMessages, scoringWorkbookLabels as labels } from '@tessera/contracts';
import { fieldError } from '../../http/errors.js';
import type { SheetRow } from './modelWorkbook.js';

/** One row of a mapping workbook: a template's name, a model's name and maybe its version. */
export interface MappingRow {
  row: number;
  template: string;
  model: string;
  /** Without a version the template gets the model's latest one. */
  version: number | undefined;
}

const refusal = (message: string, values: Record<string, string | number> = {}) =>
  fieldError('mappingsFileName', format(message, values));

const columnOf = (header: readonly string[], label: string) =>
  header.findIndex((cell) => cell.trim().toLowerCase() === label.toLowerCase());

/**
 * Reads a mapping workbook (docs/scoring.md): a header row naming "Project template", "Scoring
 * model" and optionally "Version" in any order, then one template per row; blank rows skipped.
 */
export function readMappingWorkbook(rows: readonly SheetRow[]): MappingRow[] {
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [header, ...body] = filled;
  const templateColumn = header ? columnOf(header.cells, labels.projectTemplate) : -1;
  const modelColumn = header ? columnOf(header.cells, labels.scoringModel) : -1;
  if (templateColumn < 0 || modelColumn < 0) throw refusal(scoringMessages.mappingHeaderMissing);
  const versionColumn = header ? columnOf(header.cells, labels.version) : -1;
  if (body.length === 0) throw refusal(scoringMessages.mappingEmpty);
  const seen = new Set<string>();
  return body.map(({ row, cells }) => {
    const template = (cells[templateColumn] ?? '').trim();
    const model = (cells[modelColumn] ?? '').trim();
    if (template === '' || model === '')
      throw refusal(scoringMessages.mappingTemplateMissing, { row });
    if (seen.has(template)) throw refusal(scoringMessages.templateTwice, { name: template, row });
    seen.add(template);
    const versionText = versionColumn >= 0 ? (cells[versionColumn] ?? '').trim() : '';
    const version = versionText === '' ? undefined : Number(versionText);
    if (version !== undefined && !(Number.isInteger(version) && version > 0))
      throw refusal(scoringMessages.versionInvalid, { row });
    return { row, template, model, version };
  });
}

export const mappingRefusal = refusal;
