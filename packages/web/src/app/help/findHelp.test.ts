import { describe, expect, test } from 'vitest';
import { EXTERNAL_DOCS_BASE, helpCatalogue, INTERNAL_DOCS_BASE } from './catalogue';
import { findHelpEntry, helpContentFor } from './findHelp';

const find = (pathname: string, hash = '', topic?: string) =>
  findHelpEntry(helpCatalogue, { pathname, hash, topic })?.id;

describe('help catalogue', () => {
  test('finds the entry of a route pattern', () => {
    expect(find('/web/project2/show/abc123')).toBe('project-detail');
    expect(find('/web/project/detail/abc123')).toBe('project-detail');
    expect(find('/web/project/list')).toBe('project-list');
    expect(find('/web/project/listDev')).toBe('project-list');
    expect(find('/web/job/list')).toBe('linguist-job-list');
    expect(find('/web/project/create')).toBe('project-create');
    expect(find('/web/project/create/fromTemplate')).toBe('project-create');
    expect(find('/web/projectTemplate/create/xyz')).toBe('project-template-create');
    expect(find('/web/pretranslate/p1')).toBe('pretranslate');
    expect(find('/web/unknown')).toBeUndefined();
  });

  test('a hash wins over the route, and an Info link topic over both', () => {
    expect(find('/web/project/create', '#project-create-pretranslate')).toBe(
      'project-create-pretranslate',
    );
    expect(find('/web/project/create', '#project-create-main', 'tickets')).toBe('tickets');
  });

  test('linguists get the reduced project list text', () => {
    const entry = helpCatalogue.find((candidate) => candidate.id === 'project-list');
    if (!entry) throw new Error('no project list entry');
    const linguist = helpContentFor(entry, { role: 'LINGUIST', isInternal: false });
    const manager = helpContentFor(entry, { role: 'PROJECT_MANAGER', isInternal: false });
    expect(linguist.paragraphs.join(' ')).toContain(
      'Filter them by name, creation date and owner.',
    );
    expect(linguist.paragraphs.join(' ')).toContain(
      'cannot create projects or change their status',
    );
    expect(manager.paragraphs.join(' ')).toContain('New, Assigned, Completed or Cancelled');
    expect(manager.paragraphs.join(' ')).toContain('recycle bin, where they stay for 30 days');
  });

  test('internal users get internal documentation links, others external ones', () => {
    const entry = helpCatalogue.find((candidate) => candidate.id === 'pretranslate');
    if (!entry) throw new Error('no pre-translate entry');
    const internal = helpContentFor(entry, { role: 'ADMIN', isInternal: true });
    const external = helpContentFor(entry, { role: 'ADMIN', isInternal: false });
    expect(internal.docs[0]?.href.startsWith(`${INTERNAL_DOCS_BASE}/`)).toBe(true);
    expect(external.docs[0]?.href.startsWith(`${EXTERNAL_DOCS_BASE}/`)).toBe(true);
    expect(internal.paragraphs.join(' ')).toContain('matches are below 70%');
    expect(internal.paragraphs.join(' ')).toContain('Up to 10 TMs can be assigned per project');
  });

  test('edit jobs help links to the timezone settings', () => {
    const entry = helpCatalogue.find((candidate) => candidate.id === 'edit-jobs');
    expect(entry?.appLinks?.map((link) => link.href)).toContain('/web/setup/timezoneSettings');
  });
});
