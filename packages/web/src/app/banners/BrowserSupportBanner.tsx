import Alert from '@cloudscape-design/components/alert';
import { useState } from 'react';
import { shellMessages } from '@tessera/contracts';
import { isSupportedBrowser } from './browserSupport';

export function BrowserSupportBanner() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || isSupportedBrowser(navigator.userAgent)) return null;
  return (
    <Alert type="warning" dismissible onDismiss={() => setDismissed(true)}>
      {shellMessages.unsupportedBrowser}
    </Alert>
  );
}
