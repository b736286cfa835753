import type { TmAssignment } from '@tessera/contracts';
import { useConfigure } from '../configure/useConfigure';
import { mergeTmRows, tmCells, tmErrors, type TmPick, type TmStep } from './tmCells';

/** The translation memory configure step for the picked memories in the given steps and locales. */
export function useTmConfigure(
  before: TmAssignment[],
  picks: TmPick[],
  where: { steps: TmStep[]; locales: string[]; sourceLocale: string; initialStep: TmStep },
  onSave: (after: TmAssignment[]) => Promise<void>,
) {
  const { steps, locales, sourceLocale, initialStep } = where;
  const configure = useConfigure({
    initial: () => {
      const known = new Set(before.map((row) => row.id));
      const newIds = new Set(picks.map((pick) => pick.id).filter((id) => !known.has(id)));
      return tmCells(picks, before, steps, locales, sourceLocale, newIds);
    },
    errors: (cells: TmAssignment[], allLocales: boolean) =>
      tmErrors(cells, steps, locales, allLocales),
    after: (cells: TmAssignment[]) => mergeTmRows(before, locales, cells),
    onSave,
  });
  return { ...configure, props: { ...configure.state, steps, locales, initialStep } };
}
