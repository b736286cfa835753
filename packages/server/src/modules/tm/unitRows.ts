import type { Insertable } from 'kysely';
import type { TmUnitTable } from '../../db/schema.js';

/** A unit read from an import file, ready to be written to its memory. */
export type ImportedUnit = Omit<Insertable<TmUnitTable>, 'id' | 'tm_id'>;

/** The columns of a unit an import writes, in the order of its row. */
export const unitColumns = [
  'source_lang',
  'target_lang',
  'source',
  'target',
  'source_plain',
  'target_plain',
  'context_prev',
  'context_next',
  'context_key',
  'unit_hash',
  'created_by',
  'modified_by',
  'created_at',
  'modified_at',
] as const;

/** A unit's row as an insert reads it from JSON: the columns above, then its import task. */
export function unitRow(unit: ImportedUnit): (string | null)[] {
  return [...unitColumns.map((column) => unit[column] ?? ''), unit.import_task_id ?? null];
}
