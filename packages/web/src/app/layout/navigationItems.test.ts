import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { describe, expect, test } from 'vitest';
import { activeHrefOf, navigationItems } from './navigationItems';

const linkTexts = (items: readonly SideNavigationProps.Item[]): string[] =>
  items.flatMap((item) =>
    item.type === 'link'
      ? [item.text]
      : 'items' in item
        ? [...(item.type === 'expandable-link-group' ? [item.text] : []), ...linkTexts(item.items)]
        : [],
  );

describe('the side navigation', () => {
  test("offers Job offers to a user who acts for a vendor, after the role's pages", () => {
    expect(linkTexts(navigationItems('LINGUIST', [], true)).slice(0, 4)).toEqual([
      'Jobs',
      'Projects',
      'Tickets',
      'Job offers',
    ]);
    expect(linkTexts(navigationItems('PROJECT_MANAGER', [], true))).toContain('Job offers');
  });

  test('lists the pages of each role', () => {
    expect(linkTexts(navigationItems('LINGUIST', []))).toEqual([
      'Jobs',
      'Projects',
      'Tickets',
      'Privacy policy',
      'Health',
    ]);
    const manager = linkTexts(navigationItems('PROJECT_MANAGER', []));
    expect(manager.slice(0, 5)).toEqual([
      'Projects',
      'Project templates',
      'Translation memories',
      'Term bases',
      'Tickets',
    ]);
    expect(manager).not.toContain('Organization setup');
    expect(manager).not.toContain('Job offers');
    const admin = linkTexts(navigationItems('ADMIN', []));
    for (const page of [
      'Organization setup',
      'Users',
      'Scoring models',
      'Sampled Post-Delivery QA',
    ])
      expect(admin).toContain(page);
  });

  test('highlights the page owning the longest prefix of the address', () => {
    expect(activeHrefOf('PROJECT_MANAGER', '/web/project2/show/abc')).toBe('/web/project/list');
    expect(activeHrefOf('PROJECT_MANAGER', '/web/job2/create/abc')).toBe('/web/project/list');
    expect(activeHrefOf('PROJECT_MANAGER', '/web/projectTemplate/edit/3')).toBe(
      '/web/projectTemplate/list',
    );
    expect(activeHrefOf('PROJECT_MANAGER', '/web/termBase/show/4')).toBe('/web/termBase/list');
    expect(activeHrefOf('ADMIN', '/web/setup/index')).toBe('/web/setup/index');
    expect(activeHrefOf('ADMIN', '/web/setup/index?tab=clients')).toBe(
      '/web/setup/index?tab=clients',
    );
    expect(activeHrefOf('LINGUIST', '/web/projectTemplate/list')).toBeUndefined();
    expect(activeHrefOf('LINGUIST', '/web/job/list?listStatus=ASSIGNED')).toBe('/web/job/list');
    expect(activeHrefOf('PROJECT_MANAGER', '/web/job/list')).toBeUndefined();
    expect(activeHrefOf('PROJECT_MANAGER', '/privacyPolicy')).toBeUndefined();
  });
});
