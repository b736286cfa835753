import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { Role } from '@tessera/contracts';
import { setupSectionHref, setupSections } from '../../components/setupSections';
import type { RecentItem } from './recentItems';

/** A page of the navigation and the address prefixes of the pages under it. */
interface NavPage {
  text: string;
  href: string;
  owns: readonly string[];
}

// The project pages' addresses, so that a project, its wizards and its workflow pages light up Projects.
const projectPrefixes = [
  '/web/project/',
  '/web/project2/',
  '/web/job2/',
  '/web/analysis/',
  '/web/pretranslate/',
  '/web/pseudoTranslate/',
  '/web/uploadBilingualFile/',
  '/web/selectTranslationMemoryWorkflow/',
  '/web/selectTermBaseWorkflow/',
  '/web/emailJobsWorkflow/',
  '/web/splitFileWorkflow/',
  '/web/importScoreCardWorkFlow/',
  // The segment audit report opens from a project's job list.
  '/jobPartAudit',
];

const projects: NavPage = { text: 'Projects', href: '/web/project/list', owns: projectPrefixes };
const tickets: NavPage = { text: 'Tickets', href: '/web/tickets/list', owns: ['/web/tickets/'] };
const managerPages: NavPage[] = [
  projects,
  {
    text: 'Project templates',
    href: '/web/projectTemplate/list',
    owns: ['/web/projectTemplate/'],
  },
  {
    text: 'Translation memories',
    href: '/web/transMemory/list',
    owns: ['/web/transMemory/'],
  },
  { text: 'Term bases', href: '/web/termBase/list', owns: ['/web/termBase/'] },
  tickets,
];
const setupPage: NavPage = {
  text: 'Organization setup',
  href: '/web/setup/index',
  owns: ['/web/setup/index'],
};
const setupPages: NavPage[] = [
  ...setupSections.map(({ id, label }) => ({
    text: label,
    href: setupSectionHref(id),
    owns: [setupSectionHref(id)],
  })),
  {
    text: 'Scoring models',
    href: '/web/setup/scoringModel',
    owns: ['/web/setup/scoringModel'],
  },
  {
    text: 'Sampled Post-Delivery QA',
    href: '/web/setup/postMortemScoringSettings',
    owns: ['/web/setup/postMortemScoringSettings'],
  },
];
const linguistJobs: NavPage = { text: 'Jobs', href: '/web/job/list', owns: ['/web/job/list'] };
const linguistPages: NavPage[] = [linguistJobs, projects, tickets];
// The offers to the vendors a user acts for, whatever their role (issue #13).
const jobOffers: NavPage = {
  text: 'Job offers',
  href: '/web/job/offers',
  owns: ['/web/job/offers'],
};

function pagesOf(role: Role): NavPage[] {
  if (role === 'LINGUIST') return linguistPages;
  if (role === 'ADMIN') return [...managerPages, setupPage, ...setupPages];
  return managerPages;
}

/** The href of the navigation page that owns the address: the longest matching prefix wins. */
export function activeHrefOf(role: Role, address: string): string | undefined {
  let best: { href: string; length: number } | undefined;
  for (const page of pagesOf(role))
    for (const prefix of page.owns)
      if (address.startsWith(prefix) && prefix.length > (best?.length ?? 0))
        best = { href: page.href, length: prefix.length };
  return best?.href;
}

const link = (page: NavPage): SideNavigationProps.Link => ({
  type: 'link',
  text: page.text,
  href: page.href,
});

/** The side navigation of the role: every page it may use, then recent legacy pages. */
export function navigationItems(
  role: Role,
  recentItems: readonly RecentItem[],
  actsForVendor = false,
): SideNavigationProps.Item[] {
  const items: SideNavigationProps.Item[] = (
    role === 'LINGUIST' ? linguistPages : managerPages
  ).map(link);
  if (actsForVendor) items.push(link(jobOffers));
  if (role === 'ADMIN')
    items.push({
      type: 'expandable-link-group',
      text: setupPage.text,
      href: setupPage.href,
      defaultExpanded: true,
      items: setupPages.map(link),
    });
  if (recentItems.length > 0)
    items.push({
      type: 'section',
      text: 'Recent',
      items: recentItems.map((item) => ({ type: 'link', text: item.title, href: item.path })),
    });
  items.push(
    { type: 'divider' },
    { type: 'link', text: 'Privacy policy', href: '/privacyPolicy' },
    { type: 'link', text: 'Health', href: '/healthCheck' },
  );
  return items;
}
