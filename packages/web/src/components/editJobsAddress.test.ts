import { describe, expect, test } from 'vitest';
import { editJobsHref, editJobsQueryOf } from './editJobsAddress';

describe('the edit jobs address', () => {
  test('carries the list selection and comes back to where it was', () => {
    const href = editJobsHref(
      { projectUid: 'p1', level: 2, jobPartIds: [4, 7], allMatching: null },
      '/web/project2/show/p1?level=2',
    );
    const query = editJobsQueryOf(new URL(href, 'http://x').searchParams);
    expect(query).toEqual({
      selection: {
        projectUid: 'p1',
        jobPartIds: [4, 7],
        selectAllOnServer: false,
        level: 2,
        fileName: undefined,
        targetLocale: undefined,
        assignedTo: undefined,
        status: undefined,
        dueInHours: undefined,
      },
      returnUrl: '/web/project2/show/p1?level=2',
    });
  });

  test("reads the spec's job filters and keeps returnUrl on this site", () => {
    const search = new URLSearchParams({
      id: 'p1',
      jobSelectionAll: 'true',
      jobSelectionTotal: '120',
      'jobFilter.fileName': 'guide',
      'jobFilter.targetLang': 'de',
      'jobFilter.assignedTo.id': '5',
      'jobFilter.status': 'NEW,BOGUS',
      'jobFilter.dateDue': '24',
      returnUrl: 'https://elsewhere.example/',
    });
    expect(editJobsQueryOf(search)).toEqual({
      selection: {
        projectUid: 'p1',
        jobPartIds: [],
        selectAllOnServer: true,
        level: 1,
        fileName: 'guide',
        targetLocale: 'de',
        assignedTo: 5,
        status: ['NEW'],
        dueInHours: 24,
      },
      returnUrl: null,
    });
    expect(editJobsQueryOf(new URLSearchParams())).toBeNull();
  });

  test('hands every matching job over by the filters, not by the ids', () => {
    const href = editJobsHref(
      {
        projectUid: 'p1',
        level: 2,
        jobPartIds: [4, 7, 9],
        allMatching: { projectUid: 'p1', level: 2, targetLocale: 'de', status: ['NEW', 'EMAILED'] },
      },
      '/web/project2/show/p1',
    );
    const search = new URL(href, 'http://x').searchParams;
    expect(search.get('jobSelectionAll')).toBe('true');
    expect(search.get('jobSelectionTotal')).toBe('3');
    expect(search.get('jobSelection')).toBe('');
    expect(editJobsQueryOf(search)?.selection).toEqual({
      projectUid: 'p1',
      jobPartIds: [],
      selectAllOnServer: true,
      level: 2,
      fileName: undefined,
      targetLocale: 'de',
      assignedTo: undefined,
      status: ['NEW', 'EMAILED'],
      dueInHours: undefined,
    });
  });
});
