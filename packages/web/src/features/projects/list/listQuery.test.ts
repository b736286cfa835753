import { describe, expect, test } from 'vitest';
import {
  filterKeysFor,
  listParamsOf,
  queryOfTokens,
  tokensOfQuery,
  type ListView,
} from './listQuery';
import { savedUrlOf, withSavedFilter } from './savedFilters';

const manager: ListView = {
  role: 'PROJECT_MANAGER',
  userId: 7,
  pageSize: 50,
  openEnded: true,
  sharing: false,
  postMortemScoring: false,
};

describe('query string and filter tokens', () => {
  test('each filter parameter is one token; other parameters are no filters', () => {
    const search = new URLSearchParams(
      'name=Spring&status=NEW&status=ASSIGNED&sortField=name&page=3',
    );
    expect(tokensOfQuery(search, filterKeysFor('ADMIN'))).toEqual([
      { propertyKey: 'name', operator: '=', value: 'Spring' },
      { propertyKey: 'status', operator: '=', value: 'NEW' },
      { propertyKey: 'status', operator: '=', value: 'ASSIGNED' },
    ]);
  });

  test('linguists keep only name, createdInLastHours and owner', () => {
    const search = new URLSearchParams('name=a&client=3&owner=myself&createdInLastHours=24');
    expect(tokensOfQuery(search, filterKeysFor('LINGUIST')).map((t) => t.propertyKey)).toEqual([
      'name',
      'owner',
      'createdInLastHours',
    ]);
  });

  test('tokens replace the filters, keep sorting and go back to the first page', () => {
    const search = new URLSearchParams('sortField=name&sortOrder=ASC&page=4&client=1');
    const next = queryOfTokens(
      [
        { operator: '=', value: ' free text ' },
        { propertyKey: 'targetLang', operator: '=', value: 'de' },
        { propertyKey: 'targetLang', operator: '=', value: 'fr' },
        { propertyKey: 'targetLang', operator: '=', value: 'de' },
        { propertyKey: 'client', operator: '=', value: '2' },
        { propertyKey: 'client', operator: '=', value: '3' },
      ],
      search,
      filterKeysFor('ADMIN'),
    );
    expect(next.toString()).toBe(
      'sortField=name&sortOrder=ASC&name=free+text&targetLang=de&targetLang=fr&client=3',
    );
  });

  test('a linguist cannot add a filter of the full set', () => {
    const next = queryOfTokens(
      [{ propertyKey: 'client', operator: '=', value: '2' }],
      new URLSearchParams(),
      filterKeysFor('LINGUIST'),
    );
    expect(next.toString()).toBe('');
  });
});

describe('the list call', () => {
  test('maps the address to the API query', () => {
    const search = new URLSearchParams(
      'owner=myself&status=NEW&vendors=4&dueInHours=-1&listStatus=OVERDUE&sortField=dateDue&sortOrder=ASC&page=2&isPostMortemScoring=true',
    );
    expect(listParamsOf(search, { ...manager, postMortemScoring: true })).toEqual({
      owner: '7',
      status: ['NEW'],
      vendor: ['4'],
      dueInHours: '-1',
      listStatus: 'OVERDUE',
      isPostMortemScoring: 'true',
      sortField: 'dateDue',
      sortOrder: 'ASC',
      page: 1,
      pageSize: 50,
      withPagination: false,
      extendedDomains: ['ProjectWorkflowStep'],
      abbreviated: true,
    });
  });

  test('each side of the post-mortem selector filters, and only when it is shown', () => {
    const regular = new URLSearchParams('name=a');
    const sampled = new URLSearchParams('isPostMortemScoring=true');
    const shown = { ...manager, postMortemScoring: true };
    expect(listParamsOf(regular, shown).isPostMortemScoring).toBe('false');
    expect(listParamsOf(sampled, shown).isPostMortemScoring).toBe('true');
    expect(listParamsOf(sampled, manager)).not.toHaveProperty('isPostMortemScoring');
    expect(listParamsOf(sampled, { ...shown, role: 'LINGUIST' })).not.toHaveProperty(
      'isPostMortemScoring',
    );
  });

  test('drops values the server would refuse and unknown sort fields', () => {
    const search = new URLSearchParams('client=abc&status=WRONG&sortField=secret&page=-3');
    const params = listParamsOf(search, { ...manager, openEnded: false, sharing: true });
    expect(params).toMatchObject({ page: 0, sortOrder: 'DESC', withPagination: true });
    expect(params).not.toHaveProperty('client');
    expect(params).not.toHaveProperty('status');
    expect(params).not.toHaveProperty('sortField');
    expect(params.extendedDomains).toEqual(['ProjectWorkflowStep', 'Vendor']);
  });

  test('linguists send their three filters only and sort by their columns', () => {
    const search = new URLSearchParams('name=x&client=1&listStatus=OVERDUE&sortField=status');
    const params = listParamsOf(search, { ...manager, role: 'LINGUIST' });
    expect(params).toMatchObject({ name: 'x', extendedDomains: [] });
    expect(params).not.toHaveProperty('client');
    expect(params).not.toHaveProperty('listStatus');
    expect(params).not.toHaveProperty('sortField');
  });
});

describe('saved filters', () => {
  const existing = [{ text: 'Late German', url: 'targetLang=de&listStatus=OVERDUE' }];

  test('keeps the query string without the page', () => {
    expect(savedUrlOf(new URLSearchParams('name=a&page=3'))).toBe('name=a');
    expect(withSavedFilter(existing, ' Mine ', 'owner=myself')).toEqual({
      ok: true,
      filters: [...existing, { text: 'Mine', url: 'owner=myself' }],
    });
  });

  test('a blank or used name is refused with the spec messages', () => {
    expect(withSavedFilter(existing, '  ', '')).toEqual({
      ok: false,
      error: 'Name cannot be blank.',
    });
    expect(withSavedFilter(existing, 'late german', '')).toEqual({
      ok: false,
      error: 'Name already used. Please select a different name.',
    });
  });
});
