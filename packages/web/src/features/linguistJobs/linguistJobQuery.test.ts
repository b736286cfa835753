import { describe, expect, test } from 'vitest';
import type { LinguistJob } from '@tessera/contracts';
import {
  hasLinguistFilters,
  idsByProject,
  linguistJobParamsOf,
  scorecardDownloadDisabled,
  withLinguistFilter,
  withoutLinguistFilters,
} from './linguistJobQuery';

const job = (id: number, projectUid: string, overrides: Partial<LinguistJob> = {}) =>
  ({
    id,
    fileName: `file${id}.json`,
    sourceLocale: 'en',
    targetLocale: 'de',
    dateDue: '2026-03-01T10:00:00.000Z',
    workflowStep: { id: 1, name: 'Translation', type: 'TRANSLATION' },
    project: {
      uid: projectUid,
      id: 7,
      internalId: 3,
      name: 'Manuals',
      note: null,
      allowLinguistsToDownloadTranslationJobs: true,
    },
    ...overrides,
  }) as LinguistJob;

describe('the linguist job list address', () => {
  test('starts on the New tab, nearest due first, 50 a page', () => {
    expect(linguistJobParamsOf(new URLSearchParams())).toEqual({
      fileName: undefined,
      searchPattern: undefined,
      targetLocale: undefined,
      dueInHours: undefined,
      sortField: 'dateDue',
      sortOrder: 'ASC',
      listStatus: 'NEW',
      pageSize: 50,
      page: 0,
    });
  });

  test('reads the filters, tab, sort and page, and leaves out what the server would refuse', () => {
    const search = new URLSearchParams(
      'fileName=guide&targetLocale=de&dueInHours=-1&listStatus=ASSIGNED&sortField=fileName&sortOrder=DESC&page=3&pageSize=20',
    );
    expect(linguistJobParamsOf(search)).toMatchObject({
      fileName: 'guide',
      targetLocale: 'de',
      dueInHours: -1,
      listStatus: 'ASSIGNED',
      sortField: 'fileName',
      sortOrder: 'DESC',
      pageSize: 20,
      page: 2,
    });
    const refused = new URLSearchParams('dueInHours=36&listStatus=COMPLETED&sortField=status');
    expect(linguistJobParamsOf(refused)).toMatchObject({
      dueInHours: undefined,
      listStatus: 'NEW',
      sortField: 'dateDue',
    });
  });

  test('a filter goes back to the first page; clearing keeps the tab', () => {
    const search = new URLSearchParams('listStatus=ASSIGNED&page=2');
    const filtered = withLinguistFilter(search, 'fileName', 'guide');
    expect(filtered.toString()).toBe('listStatus=ASSIGNED&fileName=guide');
    expect(hasLinguistFilters(filtered)).toBe(true);
    expect(hasLinguistFilters(search)).toBe(false);
    expect(withoutLinguistFilters(filtered).toString()).toBe('listStatus=ASSIGNED');
  });
});

describe('the linguist job list actions', () => {
  test('change status once per project of the selection', () => {
    expect([...idsByProject([job(1, 'a'), job(2, 'b'), job(3, 'a')])]).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  test('the scorecard Download needs scoring steps of projects allowing linguist downloads', () => {
    const scoring = { id: 2, name: 'Scoring', type: 'SCORING' };
    const scored = job(1, 'a', { workflowStep: scoring });
    expect(scorecardDownloadDisabled([], false)).toBe(true);
    expect(scorecardDownloadDisabled([scored], true)).toBe(true);
    expect(scorecardDownloadDisabled([job(2, 'a')], false)).toBe(true);
    const closed = job(3, 'b', { workflowStep: scoring });
    closed.project = { ...closed.project, allowLinguistsToDownloadTranslationJobs: false };
    expect(scorecardDownloadDisabled([scored, closed], false)).toBe(true);
    expect(scorecardDownloadDisabled([scored], false)).toBe(false);
  });
});
