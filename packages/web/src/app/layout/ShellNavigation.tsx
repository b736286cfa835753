import SideNavigation from '@cloudscape-design/components/side-navigation';
import { useLocation } from 'react-router';
import { useFollow } from '../../components/useFollow';
import { useShellSession } from '../../components/session';
import { activeHrefOf, navigationItems } from './navigationItems';
import type { RecentItem } from './recentItems';

export function ShellNavigation({ recentItems }: { recentItems: readonly RecentItem[] }) {
  const { session } = useShellSession();
  const { pathname, search } = useLocation();
  const follow = useFollow();
  const role = session.user.role;
  // Recent legacy pages and the footer links light up only on their own address.
  const activeHref = activeHrefOf(role, `${pathname}${search}`) ?? pathname;
  return (
    <SideNavigation
      header={{ text: session.organization.name, href: '/web' }}
      activeHref={activeHref}
      items={navigationItems(role, recentItems, session.user.actsForVendor)}
      onFollow={follow}
    />
  );
}
