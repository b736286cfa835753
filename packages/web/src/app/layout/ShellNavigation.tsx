import SideNavigation, {
  type SideNavigationProps,
} from '@cloudscape-design/components/side-navigation';
import { useLocation } from 'react-router';
import type { Role } from '@tessera/contracts';
import { useFollow } from '../../components/useFollow';
import { useShellSession } from '../../components/session';
import type { RecentItem } from './recentItems';

function navigationItems(role: Role, recentItems: readonly RecentItem[]) {
  const items: SideNavigationProps.Item[] = [
    { type: 'link', text: role === 'LINGUIST' ? 'Jobs' : 'Projects', href: '/web' },
    { type: 'link', text: 'Tickets', href: '/web/tickets/list' },
  ];
  if (role !== 'LINGUIST') {
    items.push(
      { type: 'link', text: 'Translation memories', href: '/web/transMemory/list' },
      { type: 'link', text: 'Term bases', href: '/web/termBase/list' },
    );
  }
  if (role === 'ADMIN') {
    items.push({
      type: 'section',
      text: 'Setup',
      items: [
        { type: 'link', text: 'Organization setup', href: '/web/setup/index' },
        {
          type: 'link',
          text: 'Sampled Post-Delivery QA',
          href: '/web/setup/postMortemScoringSettings',
        },
        { type: 'link', text: 'Scoring models', href: '/web/setup/scoringModel' },
      ],
    });
  }
  if (recentItems.length > 0) {
    items.push({
      type: 'section',
      text: 'Recent',
      items: recentItems.map((item) => ({ type: 'link', text: item.title, href: item.path })),
    });
  }
  items.push(
    { type: 'divider' },
    { type: 'link', text: 'Privacy policy', href: '/privacyPolicy' },
    { type: 'link', text: 'Health', href: '/healthCheck' },
  );
  return items;
}

export function ShellNavigation({ recentItems }: { recentItems: readonly RecentItem[] }) {
  const { session } = useShellSession();
  const location = useLocation();
  const follow = useFollow();
  return (
    <SideNavigation
      header={{ text: session.organization.name, href: '/web' }}
      activeHref={location.pathname}
      items={navigationItems(session.user.role, recentItems)}
      onFollow={follow}
    />
  );
}
