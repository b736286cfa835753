import { describe, expect, test } from 'vitest';
import {
  hasJobFilters,
  jobListParamsOf,
  targetLocaleHref,
  withJobFilter,
  withoutJobFilters,
} from './jobListQuery';

describe('job list address', () => {
  test('reads filters, sort and the 1-based page; drops values the server would refuse', () => {
    const search = new URLSearchParams(
      'level=2&page=3&fileName=a&targetLocale=de&status=NEW&status=BOGUS&dueInHours=5&assignedTo=7&sortField=fileName&sortOrder=DESC',
    );
    expect(jobListParamsOf(search, 'P1', 2)).toEqual({
      projectUid: 'P1',
      level: 2,
      page: 2,
      fileName: 'a',
      targetLocale: 'de',
      status: ['NEW'],
      dueInHours: undefined,
      assignedTo: 7,
      sortField: 'fileName',
      sortOrder: 'DESC',
    });
    expect(jobListParamsOf(new URLSearchParams('sortField=x'), 'P1', 1)).toMatchObject({
      page: 0,
      sortField: 'dateCreated',
      sortOrder: 'ASC',
      dueInHours: undefined,
    });
    expect(jobListParamsOf(new URLSearchParams('dueInHours=0'), 'P1', 1).dueInHours).toBe(0);
  });

  test('a filter change goes back to the first page and keeps the level', () => {
    const search = new URLSearchParams('level=2&page=3&status=NEW');
    expect(withJobFilter(search, 'status', ['NEW', 'EMAILED']).toString()).toBe(
      'level=2&status=NEW&status=EMAILED',
    );
    expect(withJobFilter(search, 'status', null).toString()).toBe('level=2');
    expect(hasJobFilters(search)).toBe(true);
    expect(hasJobFilters(withoutJobFilters(search))).toBe(false);
    expect(withoutJobFilters(search).toString()).toBe('level=2');
  });

  test('a target language link filters the list at the level shown', () => {
    expect(targetLocaleHref('P1', new URLSearchParams('level=2&page=4'), 'de')).toBe(
      '/web/project2/show/P1?level=2&targetLocale=de',
    );
    expect(targetLocaleHref('P1', new URLSearchParams(), 'fr')).toBe(
      '/web/project2/show/P1?targetLocale=fr',
    );
  });
});
