import TopNavigation from '@cloudscape-design/components/top-navigation';
import { useNavigate } from 'react-router';
import { useLogout } from '../../api/logout';
import { roleLabels } from '../../components/roles';
import { useFollow } from '../../components/useFollow';
import { useShellSession } from '../../components/session';

export const TOP_BAR_ID = 'top-navigation';

export function TopBar() {
  const { session } = useShellSession();
  const follow = useFollow();
  const navigate = useNavigate();
  const logout = useLogout(() => void navigate('/login', { replace: true }));
  const { user } = session;
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  return (
    <div id={TOP_BAR_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
      <TopNavigation
        identity={{ title: 'Tessera', href: '/web', onFollow: follow }}
        utilities={[
          {
            type: 'menu-dropdown',
            text: fullName,
            description: `${user.email || user.userName} · ${roleLabels[user.role]} · ${session.organization.name}`,
            iconName: 'user-profile',
            onItemFollow: follow,
            onItemClick: ({ detail }) => {
              if (detail.id !== 'signOut') return;
              logout.mutate();
            },
            items: [
              { id: 'privacyPolicy', text: 'Privacy policy', href: '/privacyPolicy' },
              { id: 'signOut', text: 'Sign out' },
            ],
          },
        ]}
      />
    </div>
  );
}
