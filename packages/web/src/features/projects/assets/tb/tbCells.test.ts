import { describe, expect, it } from 'vitest';
import type { TbAssignment } from '@tessera/contracts';
import { changeTbCells, mergeTbRows, tbCells, tbErrors, type TbPick } from './tbCells';

const pick = (id: number, name: string, isPublic = false): TbPick => ({
  id,
  name,
  langs: ['en', 'de', 'fr'],
  client: null,
  isPublic,
  createdBy: { organizationName: isPublic ? 'Other' : 'Ours' },
});
const site = pick(1, 'Site');
const shared = pick(2, 'Shared', true);
const row = (termBase: TbPick, targetLang: string, modes: Partial<TbAssignment> = {}) => ({
  termBase,
  targetLang,
  readMode: true,
  writeMode: false,
  qualityAssurance: false,
  priority: 0,
  ...modes,
});

describe('term base cells', () => {
  it('starts new picks in read mode and keeps known rows', () => {
    const before = [row(site, 'de', { writeMode: true, priority: 1 })];
    const cells = tbCells([site, shared], before, ['de', 'fr'], new Set([2]));
    expect(cells).toEqual([
      before[0],
      row(shared, 'de'),
      row(site, 'fr', { readMode: false }),
      row(shared, 'fr'),
    ]);
  });

  it('turns Read on with Write, and Write and QA off without Read', () => {
    const cells = [row(site, 'de', { readMode: false })];
    const written = changeTbCells(cells, 1, ['de'], { field: 'writeMode', value: true });
    expect(written[0]).toMatchObject({ readMode: true, writeMode: true });
    const checked = changeTbCells(written, 1, ['de'], { field: 'qualityAssurance', value: true });
    const unread = changeTbCells(checked, 1, ['de'], { field: 'readMode', value: false });
    expect(unread[0]).toMatchObject({ readMode: false, writeMode: false, qualityAssurance: false });
  });

  it('never gives write mode to a public term base, and changes only the named locales', () => {
    const cells = [row(shared, 'de'), row(site, 'de'), row(site, 'fr')];
    const next = changeTbCells(cells, 2, ['de'], { field: 'writeMode', value: true });
    expect(next[0]?.writeMode).toBe(false);
    const primary = changeTbCells(cells, 1, ['fr'], { field: 'priority', value: 1 });
    expect(primary.map((cell) => cell.priority)).toEqual([0, 0, 1]);
  });

  it('names QA without read per locale, or once by name in all-locales mode', () => {
    const cells = [
      row(site, 'de', { readMode: false, qualityAssurance: true }),
      row(site, 'fr', { readMode: false, qualityAssurance: true }),
    ];
    expect(tbErrors(cells, false)).toEqual([
      'Site/de requires read permission to be enabled for enabling permissions for QA',
      'Site/fr requires read permission to be enabled for enabling permissions for QA',
    ]);
    expect(tbErrors(cells, true)).toEqual([
      'Site requires read permission to be enabled for enabling permissions for QA',
    ]);
    expect(tbErrors([row(site, 'de', { qualityAssurance: true })], false)).toEqual([]);
  });

  it('keeps other locales and drops cells with every mode off', () => {
    const before = [row(site, 'de'), row(site, 'fr')];
    const cells = [row(site, 'fr', { readMode: false }), row(shared, 'fr')];
    expect(mergeTbRows(before, ['fr'], cells)).toEqual([row(site, 'de'), row(shared, 'fr')]);
  });
});
