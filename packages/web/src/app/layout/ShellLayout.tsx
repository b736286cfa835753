import AppLayout from '@cloudscape-design/components/app-layout';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsentQuery } from '../../api/cookieConsent';
import { BreadcrumbsContext, type Breadcrumb } from '../../components/breadcrumbs';
import { HelpContext } from '../../components/help';
import { PageSpinner } from '../../components/PageSpinner';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ShellHelpPanel } from '../help/ShellHelpPanel';
import { ShellRoutes } from '../ShellRoutes';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { readRecentItems, saveRecentItems, withRecentItem, type RecentItem } from './recentItems';
import { ShellControlsContext } from './shellControls';
import { ShellNavigation } from './ShellNavigation';
import { ShellNotifications } from './ShellNotifications';
import { TOP_BAR_ID, TopBar } from './TopBar';
import { useFramePainted } from './useFramePainted';
import { useNarrowLayout } from './useNarrowLayout';

/**
 * The frame, once the cookie consent is in: asked for with the session, it answers within
 * milliseconds of it, and a banner that came after the frame pushed the page down.
 */
export default function ShellLayout() {
  const consent = useCookieConsentQuery();
  return consent.isPending ? <PageSpinner /> : <ShellFrame />;
}

/** The frame of every page behind the session: top bar, navigation, help, banners, error boundary. */
function ShellFrame() {
  const location = useLocation();
  const narrow = useNarrowLayout();
  const framePainted = useFramePainted();
  const [navigationOpen, setNavigationOpen] = useState(!narrow);
  const [navigationHidden, setNavigationHidden] = useState(false);
  const [recentItems, setRecentItems] = useState(readRecentItems);
  const [toolsOpen, setToolsOpen] = useState(false);
  const [helpTopic, setHelpTopic] = useState<string | null>(null);
  const [breadcrumbs, setBreadcrumbs] = useState<readonly Breadcrumb[]>([]);

  useEffect(() => setNavigationOpen(!narrow), [narrow]);
  useEffect(() => setHelpTopic(null), [location.pathname]);

  const recordRecentItem = useCallback((item: RecentItem) => {
    setRecentItems((current) => {
      const next = withRecentItem(current, item);
      saveRecentItems(next);
      return next;
    });
  }, []);
  const shellControls = useMemo(
    () => ({ setNavigationHidden, recordRecentItem }),
    [recordRecentItem],
  );
  const help = useMemo(
    () => ({
      openHelp: (topic?: string) => {
        setHelpTopic(topic ?? null);
        setToolsOpen(true);
      },
    }),
    [],
  );

  return (
    <ShellControlsContext value={shellControls}>
      <HelpContext value={help}>
        <BreadcrumbsContext value={setBreadcrumbs}>
          <TopBar />
          <AppLayout
            headerSelector={`#${TOP_BAR_ID}`}
            navigation={<ShellNavigation recentItems={recentItems} />}
            breadcrumbs={<ShellBreadcrumbs trail={breadcrumbs} />}
            navigationOpen={navigationOpen}
            onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
            navigationHide={navigationHidden}
            tools={<ShellHelpPanel topic={helpTopic} />}
            toolsOpen={toolsOpen}
            onToolsChange={({ detail }) => setToolsOpen(detail.open)}
            notifications={<ShellNotifications />}
            ariaLabels={{
              navigation: 'Navigation',
              navigationToggle: 'Open navigation',
              navigationClose: 'Close navigation',
              tools: 'Help panel',
              toolsToggle: 'Open help panel',
              toolsClose: 'Close help panel',
              notifications: 'Notifications',
            }}
            content={
              <ErrorBoundary resetKey={`${location.pathname}${location.search}`}>
                <Suspense fallback={<PageSpinner />}>
                  {framePainted ? <ShellRoutes /> : <PageSpinner />}
                </Suspense>
              </ErrorBoundary>
            }
          />
        </BreadcrumbsContext>
      </HelpContext>
    </ShellControlsContext>
  );
}
