import { ProjectListQuery, type Role } from '@tessera/contracts';
import type { ProjectListParams } from '../../../api/projectList';

// The list's filters as the address keeps them (spec 000 section 2.1); vendors goes to the API as vendor.
export const fullFilterKeys = [
  'name',
  'client',
  'buyer',
  'businessUnit',
  'owner',
  'status',
  'targetLang',
  'sourceLang',
  'dueInHours',
  'createdInLastHours',
  'subject',
  'mediaType',
  'autoDeletionInHours',
  'vendors',
] as const;
export type FilterKey = (typeof fullFilterKeys)[number];
export const linguistFilterKeys: readonly FilterKey[] = ['name', 'createdInLastHours', 'owner'];
// Keys that may repeat; the server ORs their values and ANDs the keys.
export const multiValueKeys: ReadonlySet<FilterKey> = new Set([
  'status',
  'targetLang',
  'sourceLang',
  'vendors',
]);
const linguistSortFields = new Set(['id', 'name', 'dateCreated', 'owner']);

export const filterKeysFor = (role: Role): readonly FilterKey[] =>
  role === 'LINGUIST' ? linguistFilterKeys : fullFilterKeys;

/** One filter as Cloudscape's PropertyFilter holds it; free text has no propertyKey. */
export interface FilterToken {
  propertyKey?: string;
  operator: string;
  value: string;
}

const apiKeyOf = (key: FilterKey) => (key === 'vendors' ? 'vendor' : key);

// A value the server would refuse (client=abc) is left out rather than failing the whole list.
function isValidValue(key: FilterKey, value: string): boolean {
  const schema = ProjectListQuery.shape[apiKeyOf(key)];
  return schema.safeParse(multiValueKeys.has(key) ? [value] : value).success;
}

/** The filter tokens the address describes, in the order of its parameters. */
export function tokensOfQuery(search: URLSearchParams, keys: readonly FilterKey[]): FilterToken[] {
  const tokens: FilterToken[] = [];
  for (const [key, value] of search) {
    const filterKey = keys.find((candidate) => candidate === key);
    if (filterKey && value !== '') tokens.push({ propertyKey: filterKey, operator: '=', value });
  }
  return tokens;
}

/** The address after the filters changed: other parameters kept, the page back to the first. */
export function queryOfTokens(
  tokens: readonly FilterToken[],
  search: URLSearchParams,
  keys: readonly FilterKey[],
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of fullFilterKeys) next.delete(key);
  next.delete('page');
  for (const token of tokens) {
    const key = keys.find((candidate) => candidate === (token.propertyKey ?? 'name'));
    const value = token.value.trim();
    if (!key || !value) continue;
    if (multiValueKeys.has(key)) {
      if (!next.getAll(key).includes(value)) next.append(key, value);
    } else next.set(key, value);
  }
  return next;
}

export interface ListView {
  role: Role;
  userId: number;
  pageSize: number;
  /** Open-ended pagination: no count, a full page means that a next one may exist. */
  openEnded: boolean;
  sharing: boolean;
  /** The organization lists post-mortem scoring projects apart (the selector is shown). */
  postMortemScoring: boolean;
}

/** The 1-based page of the address. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** GET /api/project/list's query for the address (spec 000 section 7). */
export function listParamsOf(search: URLSearchParams, view: ListView): ProjectListParams {
  const linguist = view.role === 'LINGUIST';
  const params: Record<string, string | string[]> = {};
  for (const key of filterKeysFor(view.role)) {
    const values = search.getAll(key).filter((value) => isValidValue(key, value));
    if (values.length === 0) continue;
    // The owner 'myself' is the session user (spec 000 section 2.1).
    const sent = values.map((value) =>
      key === 'owner' && value === 'myself' ? String(view.userId) : value,
    );
    params[apiKeyOf(key)] = multiValueKeys.has(key) ? sent : sent[sent.length - 1]!;
  }
  if (!linguist) {
    const listStatus = search.get('listStatus');
    if (listStatus && ProjectListQuery.shape.listStatus.safeParse(listStatus).success)
      params.listStatus = listStatus;
    // Either side of the selector filters: Regular Projects leaves the sampled ones out.
    if (view.postMortemScoring)
      params.isPostMortemScoring = search.get('isPostMortemScoring') === 'true' ? 'true' : 'false';
  }
  const sortField = search.get('sortField');
  const sortable =
    ProjectListQuery.shape.sortField.safeParse(sortField).success &&
    (!linguist || linguistSortFields.has(sortField ?? ''));
  return {
    ...params,
    ...(sortable && sortField ? { sortField } : {}),
    sortOrder: search.get('sortOrder') === 'ASC' ? 'ASC' : 'DESC',
    page: pageOf(search) - 1,
    pageSize: view.pageSize,
    withPagination: !view.openEnded,
    extendedDomains: linguist
      ? []
      : view.sharing
        ? ['ProjectWorkflowStep', 'Vendor']
        : ['ProjectWorkflowStep'],
    abbreviated: true,
  };
}

/** Whether the address asks for every project: no filter, quick filter or project type. */
export function asksForEveryProject(search: URLSearchParams): boolean {
  return [...search.keys()].every((key) => ['page', 'sortField', 'sortOrder'].includes(key));
}
