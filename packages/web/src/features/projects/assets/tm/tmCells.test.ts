import { describe, expect, it } from 'vitest';
import type { TmAssignment } from '@tessera/contracts';
import {
  changeTmCells,
  DEFAULT_TM_STEP,
  mergeTmRows,
  setOverride,
  tmCells,
  tmErrors,
  type TmPick,
  type TmStep,
} from './tmCells';

const pick = (id: number, name: string, source = 'en', targets = ['de', 'fr']): TmPick => ({
  id,
  name,
  client: null,
  tmSourceLocale: source,
  tmTargetLocales: targets,
  isPublic: false,
});
const a = pick(1, 'A');
const b = pick(2, 'B');
const c = pick(3, 'C');
const reverse = pick(4, 'Reverse', 'de', ['en']);
const review: TmStep = { id: 7, name: 'Revision', ord: 2 };
const steps = [DEFAULT_TM_STEP, review];
const locales = ['de', 'fr'];
const cellsOf = (picks: TmPick[], rows: TmAssignment[] = []) =>
  tmCells(picks, rows, steps, locales, 'en', new Set(picks.map((one) => one.id)));

describe('translation memory cells', () => {
  it('starts new picks in read mode in the Default step where they fit', () => {
    const cells = cellsOf([a, reverse]);
    expect(cells.map((cell) => [cell.name, cell.targetLang, cell.isReverse])).toEqual([
      ['A', 'de', false],
      ['Reverse', 'de', true],
      ['A', 'fr', false],
    ]);
    expect(cells.every((cell) => cell.readMode && !cell.writeMode)).toBe(true);
  });

  it('links Write to Read, Read to Write, a penalty to Read, and keeps reverse ones read only', () => {
    const cells = cellsOf([a, reverse]);
    const unread = changeTmCells(cells, 1, DEFAULT_TM_STEP, ['de'], {
      field: 'readMode',
      value: false,
    });
    const written = changeTmCells(unread, 1, DEFAULT_TM_STEP, ['de'], {
      field: 'writeMode',
      value: true,
    });
    expect(written[0]).toMatchObject({ readMode: true, writeMode: true });
    const unreadAgain = changeTmCells(written, 1, DEFAULT_TM_STEP, ['de'], {
      field: 'readMode',
      value: false,
    });
    expect(unreadAgain[0]).toMatchObject({ readMode: false, writeMode: false });
    const penalised = changeTmCells(unreadAgain, 1, DEFAULT_TM_STEP, ['de'], {
      field: 'penalty',
      value: 10,
    });
    expect(penalised[0]).toMatchObject({ readMode: true, penalty: 10 });
    const reverseWrite = changeTmCells(cells, 4, DEFAULT_TM_STEP, ['de'], {
      field: 'writeMode',
      value: true,
    });
    expect(reverseWrite[1]?.writeMode).toBe(false);
  });

  it('reports the write limit per locale, or in one line in all-locales mode, and steps without a writer', () => {
    const everyWriter = (cells: TmAssignment[], locale: string) =>
      [1, 2, 3].reduce(
        (next, id) =>
          changeTmCells(next, id, DEFAULT_TM_STEP, [locale], { field: 'writeMode', value: true }),
        cells,
      );
    const cells = everyWriter(everyWriter(cellsOf([a, b, c]), 'de'), 'fr');
    expect(tmErrors(cells, steps, locales, false)).toEqual([
      'Locale de exceeds the allowed number of TM in write mode (2).',
      'Locale fr exceeds the allowed number of TM in write mode (2).',
    ]);
    expect(tmErrors(cells, steps, locales, true)).toEqual([
      'Locale(s) de, fr exceed the allowed number of TM in write mode (2).',
    ]);
    expect(tmErrors(cellsOf([a]), steps, ['de'], false)).toEqual([
      'Default/de must have at least one Translation Memory in write mode',
    ]);
  });

  it('overrides a step with a copy of the Default memories and checks it on its own', () => {
    const cells = setOverride(cellsOf([a]), review, ['fr'], true);
    expect(cells.filter((cell) => cell.workflowStepId === 7)).toMatchObject([
      { id: 1, targetLang: 'fr', isOverride: true, workflowStepName: 'Revision' },
    ]);
    expect(tmErrors(cells, steps, locales, false)).toContain(
      'Revision/fr must have at least one Translation Memory in write mode',
    );
    expect(setOverride(cells, review, ['fr'], false)).toEqual(cellsOf([a]));
  });

  it('keeps other locales and drops memories without read mode', () => {
    const before = cellsOf([a]);
    const cells = changeTmCells(cellsOf([a, b]), 1, DEFAULT_TM_STEP, ['fr'], {
      field: 'readMode',
      value: false,
    }).filter((cell) => cell.targetLang === 'fr');
    expect(mergeTmRows(before, ['fr'], cells).map((row) => [row.name, row.targetLang])).toEqual([
      ['A', 'de'],
      ['B', 'fr'],
    ]);
  });
});
