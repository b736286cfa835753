import { describe, expect, test } from 'vitest';
import { editJobsHref, editJobsQueryOf } from './editJobsAddress';

describe('the edit jobs address', () => {
  test('carries the list selection and comes back to where it was', () => {
    const href = editJobsHref('p1', 2, [4, 7], '/web/project2/show/p1?level=2');
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
});
