import Flashbar from '@cloudscape-design/components/flashbar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useLocation } from 'react-router';
import { BrowserSupportBanner } from '../banners/BrowserSupportBanner';
import { CookieConsentBanner } from '../banners/CookieConsentBanner';
import { useFlashState } from '../flash/FlashProvider';

export function ShellNotifications() {
  const { pathname } = useLocation();
  const { flashes, dismiss } = useFlashState();
  const shown = flashes.filter((flash) => flash.path === pathname);
  return (
    <SpaceBetween size="xs">
      <BrowserSupportBanner />
      <CookieConsentBanner />
      {shown.length > 0 && (
        <Flashbar
          items={shown.map((flash) => ({
            id: String(flash.id),
            type: flash.type,
            header: flash.header,
            content: flash.content,
            dismissible: true,
            dismissLabel: 'Dismiss',
            onDismiss: () => dismiss(flash.id),
          }))}
        />
      )}
    </SpaceBetween>
  );
}
