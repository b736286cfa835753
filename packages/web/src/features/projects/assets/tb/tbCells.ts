import { linkTbModes, tbQaNeedsRead, type TbModeField } from '@tessera/core';
import { assetMessages, format, type TbAssignment, type TbCandidate } from '@tessera/contracts';

/** A term base picked in the select step. */
export type TbPick = TbAssignment['termBase'];

export const tbPickOf = (candidate: TbCandidate): TbPick => ({
  id: candidate.id,
  name: candidate.name,
  langs: candidate.langs,
  client: candidate.client,
  isPublic: candidate.isPublic,
  createdBy: { organizationName: candidate.createdBy.organizationName },
});

/** The distinct term bases of some assignments, in order. */
export const tbPicksOf = (rows: TbAssignment[]): TbPick[] =>
  rows
    .map((row) => row.termBase)
    .filter((pick, index, all) => all.findIndex((other) => other.id === pick.id) === index);

/** A cell with every mode off is no assignment: the save leaves it out. */
export const isTbAssigned = (cell: TbAssignment) =>
  cell.readMode || cell.writeMode || cell.qualityAssurance;

/**
 * The cells of the configure step: one per picked term base and locale it holds. Newly picked
 * term bases start in read mode; locales a known term base had not served start with all off.
 */
export function tbCells(
  picks: TbPick[],
  rows: TbAssignment[],
  locales: string[],
  newIds: ReadonlySet<number>,
): TbAssignment[] {
  return locales.flatMap((locale) =>
    picks
      .filter((pick) => pick.langs.includes(locale))
      .map(
        (pick) =>
          rows.find((row) => row.termBase.id === pick.id && row.targetLang === locale) ?? {
            termBase: pick,
            targetLang: locale,
            readMode: newIds.has(pick.id),
            writeMode: false,
            qualityAssurance: false,
            priority: 0,
          },
      ),
  );
}

export type TbCellChange =
  { field: TbModeField; value: boolean } | { field: 'priority'; value: number };

/** Applies a change to one term base in the given locales, with the checkbox links. */
export function changeTbCells(
  cells: TbAssignment[],
  tbId: number,
  locales: string[],
  change: TbCellChange,
): TbAssignment[] {
  return cells.map((cell) => {
    if (cell.termBase.id !== tbId || !locales.includes(cell.targetLang)) return cell;
    if (change.field === 'priority') return { ...cell, priority: change.value };
    if (change.field === 'writeMode' && cell.termBase.isPublic) return cell;
    return linkTbModes(cell, change.field, change.value);
  });
}

/** The configure step's error lines (spec 000 section 5); only names in all-locales mode. */
export function tbErrors(cells: TbAssignment[], allLocales: boolean): string[] {
  const lines = cells.filter(tbQaNeedsRead).map((cell) =>
    allLocales
      ? format(assetMessages.tbQaNeedsReadAllLocales, { name: cell.termBase.name })
      : format(assetMessages.tbQaNeedsRead, {
          name: cell.termBase.name,
          locale: cell.targetLang,
        }),
  );
  return [...new Set(lines)];
}

/** The assignments after the configure step: other locales as before, the configured ones anew. */
export function mergeTbRows(
  before: TbAssignment[],
  locales: string[],
  cells: TbAssignment[],
): TbAssignment[] {
  return [
    ...before.filter((row) => !locales.includes(row.targetLang)),
    ...cells.filter(isTbAssigned),
  ];
}
