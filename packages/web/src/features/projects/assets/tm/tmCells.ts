import { linkTmModes, tmDirection, tmGroupProblems, type TmModeChange } from '@tessera/core';
import {
  assetMessages,
  DEFAULT_WORKFLOW_STEP_LABEL,
  format,
  TM_WRITE_LIMIT,
  type TmAssignment,
  type TmCandidate,
} from '@tessera/contracts';

/** A translation memory picked in the select step. */
export type TmPick = Pick<
  TmAssignment,
  'id' | 'name' | 'client' | 'tmSourceLocale' | 'tmTargetLocales' | 'isPublic'
>;

/** A workflow step of the TM dialogs; id null is the Default step. */
export interface TmStep {
  id: number | null;
  name: string;
  ord: number;
}

export const DEFAULT_TM_STEP: TmStep = { id: null, name: DEFAULT_WORKFLOW_STEP_LABEL, ord: 0 };

export const tmPickOf = (candidate: TmCandidate): TmPick => ({
  id: candidate.id,
  name: candidate.name,
  client: candidate.client,
  tmSourceLocale: candidate.sourceLang,
  tmTargetLocales: candidate.targetLangs,
  isPublic: candidate.isPublic,
});

/** The distinct memories of some assignments, in order. */
export const tmPicksOf = (rows: TmAssignment[]): TmPick[] =>
  rows
    .filter((row, index, all) => all.findIndex((other) => other.id === row.id) === index)
    .map((row) => ({
      id: row.id,
      name: row.name,
      client: row.client,
      tmSourceLocale: row.tmSourceLocale,
      tmTargetLocales: row.tmTargetLocales,
      isPublic: row.isPublic,
    }));

const inGroup = (cell: TmAssignment, step: TmStep, locale: string) =>
  cell.workflowStepId === step.id && cell.targetLang === locale;

/** A non-default step has memories of its own in a locale: they replace the Default ones there. */
export const isOverridden = (cells: TmAssignment[], step: TmStep, locale: string) =>
  step.id === null || cells.some((cell) => inGroup(cell, step, locale));

/** A cell for a memory that fits the locale pair, or null when it does not. */
function newCell(
  pick: TmPick,
  step: TmStep,
  locale: string,
  sourceLocale: string,
  readMode: boolean,
): TmAssignment | null {
  const direction = tmDirection(
    { sourceLang: pick.tmSourceLocale, targetLangs: pick.tmTargetLocales },
    sourceLocale || null,
    locale,
  );
  if (!direction) return null;
  return {
    ...pick,
    projectTargetLocale: locale,
    targetLang: locale,
    workflowStepId: step.id,
    workflowStepName: step.name,
    workflowStepOrd: step.ord,
    readMode,
    writeMode: false,
    penalty: 0,
    isOverride: step.id !== null,
    isReverse: direction === 'reverse',
  };
}

/**
 * The cells of the configure step: per step (Default, and other steps where they override) and
 * locale, one per picked memory that fits. Newly picked memories start in read mode.
 */
export function tmCells(
  picks: TmPick[],
  rows: TmAssignment[],
  steps: TmStep[],
  locales: string[],
  sourceLocale: string,
  newIds: ReadonlySet<number>,
): TmAssignment[] {
  return steps.flatMap((step) =>
    locales
      .filter((locale) => isOverridden(rows, step, locale))
      .flatMap((locale) =>
        picks.flatMap((pick) => {
          const row = rows.find((known) => known.id === pick.id && inGroup(known, step, locale));
          const cell = row ?? newCell(pick, step, locale, sourceLocale, newIds.has(pick.id));
          return cell ? [cell] : [];
        }),
      ),
  );
}

/** Override on copies the Default memories of the locales into the step; off drops the step's own. */
export function setOverride(
  cells: TmAssignment[],
  step: TmStep,
  locales: string[],
  on: boolean,
): TmAssignment[] {
  const kept = cells.filter(
    (cell) => !locales.some((locale) => step.id !== null && inGroup(cell, step, locale)),
  );
  if (!on) return kept;
  const copies = cells
    .filter((cell) => locales.some((locale) => inGroup(cell, DEFAULT_TM_STEP, locale)))
    .map((cell) => ({
      ...cell,
      workflowStepId: step.id,
      workflowStepName: step.name,
      workflowStepOrd: step.ord,
      isOverride: true,
    }));
  return [...kept, ...copies];
}

/** Applies a change to one memory of one step in the given locales, with the checkbox links. */
export function changeTmCells(
  cells: TmAssignment[],
  tmId: number,
  step: TmStep,
  locales: string[],
  change: TmModeChange,
): TmAssignment[] {
  return cells.map((cell) => {
    if (cell.id !== tmId || !locales.some((locale) => inGroup(cell, step, locale))) return cell;
    if (change.field === 'writeMode' && (cell.isPublic || cell.isReverse)) return cell;
    return linkTmModes(cell, change);
  });
}

/** The configure step's error lines (spec 000 section 5); one line for all locales over the limit in all-locales mode. */
export function tmErrors(
  cells: TmAssignment[],
  steps: TmStep[],
  locales: string[],
  allLocales: boolean,
): string[] {
  const groups = steps.flatMap((step) =>
    locales
      .filter((locale) => isOverridden(cells, step, locale))
      .map((locale) => ({
        step,
        locale,
        memories: cells.filter((cell) => cell.readMode && inGroup(cell, step, locale)),
      })),
  );
  const { overLimit, withoutWriter } = tmGroupProblems(groups, TM_WRITE_LIMIT);
  const limitLines =
    allLocales && overLimit.length > 1
      ? [format(assetMessages.tmWriteLimitMany, { locales: overLimit.join(', ') })]
      : overLimit.map((locale) => format(assetMessages.tmWriteLimit, { locale }));
  return [
    ...limitLines,
    ...withoutWriter.map((group) =>
      format(assetMessages.tmNeedsWrite, { step: group.step.name, locale: group.locale }),
    ),
  ];
}

/** The assignments after the configure step: other locales as before, the configured ones anew. */
export function mergeTmRows(
  before: TmAssignment[],
  locales: string[],
  cells: TmAssignment[],
): TmAssignment[] {
  return [
    ...before.filter((row) => !locales.includes(row.targetLang)),
    ...cells.filter((cell) => cell.readMode),
  ];
}

/** The steps the TM dialogs configure: Default, then the context's steps in order. */
export const tmStepsOf = (workflowSteps: TmStep[]): TmStep[] => [DEFAULT_TM_STEP, ...workflowSteps];
