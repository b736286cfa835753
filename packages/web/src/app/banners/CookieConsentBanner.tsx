import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { webMessages } from '@tessera/contracts';
import { useCookieConsentQuery } from '../../api/cookieConsent';
import { useSaveCookieConsent } from '../../api/saveCookieConsent';
import { RouterLink } from '../../components/RouterLink';
import { useFlash, genericFailureFlash } from '../../components/flash';
import { needsCookieConsent } from './cookieConsent';

export function CookieConsentBanner() {
  const consent = useCookieConsentQuery();
  const save = useSaveCookieConsent();
  const { showFlash } = useFlash();
  if (!consent.data || !needsCookieConsent(consent.data.acceptanceDate, new Date())) return null;
  const accept = () =>
    save.mutate(new Date().toISOString(), { onError: () => showFlash(genericFailureFlash) });
  return (
    <Alert
      type="info"
      header="Cookies"
      action={
        <Button onClick={accept} loading={save.isPending}>
          OK
        </Button>
      }
    >
      {webMessages.cookieConsent} <RouterLink href="/privacyPolicy">Privacy policy</RouterLink>
    </Alert>
  );
}
