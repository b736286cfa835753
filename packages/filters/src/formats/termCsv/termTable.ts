import { FilterError } from '../../types.js';
import { termStatusFromTbx } from '../tbx/termStatus.js';
import type { TermConcept, TermEntry, TermStatusValue } from '../tbx/types.js';

/**
 * A term table (CSV or XLSX) has a header row: a column per language named by its locale code
 * (en, en_us, de-DE…), optional columns <locale>_status, <locale>_note and <locale>_usage for the
 * term to their left, and definition, domain and note for the concept. A locale may repeat for
 * synonyms; its attribute columns belong to its nearest occurrence on the left. Other columns are
 * ignored. Each further row is one concept.
 */
type ConceptField = 'definition' | 'domain' | 'note';
type TermField = 'status' | 'note' | 'usage';
type Column =
  | { kind: 'concept'; field: ConceptField }
  | { kind: 'term'; group: number; lang: string }
  | { kind: 'termField'; group: number; field: TermField }
  | { kind: 'ignored' };

export interface TermTable {
  headers: string[];
  columns: Column[];
}

const conceptFields = new Set<string>(['definition', 'domain', 'note']);
const localeLike = /^[a-z]{2,3}(?:[_-][a-z0-9]{2,8})*$/i;
const termFieldColumn = /^(.+)_(status|note|usage)$/i;
const statusWords = new Set<string>(['APPROVED', 'NOT_APPROVED', 'FORBIDDEN']);

const localeKey = (code: string) => code.toLowerCase().replace(/-/g, '_');

export function readTableHeader(cells: string[]): TermTable {
  const headers = cells.map((cell) => cell.trim());
  const groupOfLocale = new Map<string, number>();
  let groups = 0;
  const columns = headers.map((header): Column => {
    const lower = header.toLowerCase();
    if (conceptFields.has(lower)) return { kind: 'concept', field: lower as ConceptField };
    const attribute = termFieldColumn.exec(header);
    const group = attribute && groupOfLocale.get(localeKey(attribute[1] ?? ''));
    if (attribute && group !== undefined && group !== null) {
      return { kind: 'termField', group, field: (attribute[2] ?? '').toLowerCase() as TermField };
    }
    if (!localeLike.test(header)) return { kind: 'ignored' };
    groupOfLocale.set(localeKey(header), groups);
    return { kind: 'term', group: groups++, lang: header };
  });
  return { headers, columns };
}

function statusOf(value: string, header: string, row: number): TermStatusValue | undefined {
  if (value === '') return undefined;
  const word = value.toUpperCase().replace(/[\s-]+/g, '_');
  const status = statusWords.has(word) ? (word as TermStatusValue) : termStatusFromTbx(value);
  if (status) return status;
  throw new FilterError(
    `Row ${row}: the status "${value}" in column ${header} is not APPROVED, NOT_APPROVED or FORBIDDEN.`,
  );
}

/** The concept of one data row (row counts from 1 with the header); undefined for a blank row. */
export function readTableRow(
  table: TermTable,
  cells: string[],
  row: number,
): TermConcept | undefined {
  if (cells.every((cell) => cell.trim() === '')) return undefined;
  const concept: TermConcept = { terms: [] };
  const terms = new Map<number, TermEntry>();
  table.columns.forEach((column, index) => {
    const value = (cells[index] ?? '').trim();
    if (column.kind === 'concept' && value) concept[column.field] = value;
    else if (column.kind === 'term' && value) {
      terms.set(column.group, { lang: column.lang, text: value });
    } else if (column.kind === 'termField' && value) {
      const term = terms.get(column.group);
      if (!term) return;
      if (column.field === 'status') term.status = statusOf(value, table.headers[index] ?? '', row);
      else term[column.field] = value;
    }
  });
  concept.terms = [...terms.values()];
  return concept;
}

/** Languages of a term table to write, each with as many column groups as its most synonyms. */
export interface TermTableLayout {
  langs: Array<{ lang: string; slots: number }>;
}

export function tableHeader(layout: TermTableLayout): string[] {
  const header: string[] = [];
  for (const { lang, slots } of layout.langs) {
    for (let slot = 0; slot < Math.max(slots, 1); slot++) {
      header.push(lang, `${lang}_status`, `${lang}_note`, `${lang}_usage`);
    }
  }
  return [...header, 'definition', 'domain', 'note'];
}

export function tableRow(layout: TermTableLayout, concept: TermConcept): string[] {
  const row: string[] = [];
  for (const { lang, slots } of layout.langs) {
    const terms = concept.terms.filter((term) => term.lang === lang);
    for (let slot = 0; slot < Math.max(slots, 1); slot++) {
      const term = terms[slot];
      row.push(term?.text ?? '', term ? (term.status ?? 'APPROVED') : '');
      row.push(term?.note ?? '', term?.usage ?? '');
    }
  }
  return [...row, concept.definition ?? '', concept.domain ?? '', concept.note ?? ''];
}
