import type { TbAssignment } from '@tessera/contracts';
import { useConfigure } from '../configure/useConfigure';
import { mergeTbRows, tbCells, tbErrors, type TbPick } from './tbCells';

/** The term base configure step for the picked term bases in the given locales. */
export function useTbConfigure(
  before: TbAssignment[],
  picks: TbPick[],
  locales: string[],
  onSave: (after: TbAssignment[]) => Promise<void>,
) {
  const configure = useConfigure({
    initial: () => {
      const known = new Set(before.map((row) => row.termBase.id));
      return tbCells(
        picks,
        before,
        locales,
        new Set(picks.map((pick) => pick.id).filter((id) => !known.has(id))),
      );
    },
    errors: tbErrors,
    after: (cells: TbAssignment[]) => mergeTbRows(before, locales, cells),
    onSave,
  });
  return { ...configure, props: { ...configure.state, locales } };
}
