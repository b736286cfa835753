import { describe, expect, test } from 'vitest';
import type { BackgroundTask } from '@tessera/contracts';
import { countsText, hasExtension, importResultOf, isForeign, isReadOnly } from './assetFacts';

const ours = { createdBy: { organizationName: 'Acme' } };
const theirs = { createdBy: { organizationName: 'Globex' } };

describe('asset facts', () => {
  test("another organization's public asset is read only for every role", () => {
    expect(isForeign(theirs, 'Acme')).toBe(true);
    expect(isReadOnly(theirs, 'ADMIN', 'Acme')).toBe(true);
    expect(isReadOnly(ours, 'PROJECT_MANAGER', 'Acme')).toBe(false);
    expect(isReadOnly(ours, 'LINGUIST', 'Acme')).toBe(true);
  });

  test('counts follow the locales given, 0 for a locale without an entry', () => {
    expect(countsText({ de: 3 }, ['de', 'fr'])).toBe('German 3, French 0');
    expect(countsText({}, [])).toBe('');
  });

  test('the import result is read only from a task that carries one', () => {
    const task = (result: unknown): BackgroundTask => ({ id: 't1', status: 'OK', result });
    expect(importResultOf(task({ imported: 2, skipped: 1, duplicates: 0 }))).toEqual({
      imported: 2,
      skipped: 1,
      duplicates: 0,
    });
    expect(importResultOf(task({ failedProjectIds: [] }))).toBeUndefined();
    expect(importResultOf(undefined)).toBeUndefined();
  });

  test('file extensions compare in any case', () => {
    expect(hasExtension('Memory.TMX', ['.tmx', '.zip'])).toBe(true);
    expect(hasExtension('terms.csv.txt', ['.csv'])).toBe(false);
  });
});
