import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { COOKIE_CONSENT_CUTOFF, SESSION_COOKIE, shellMessages } from '@tessera/contracts';
import { RouterLink } from '../../components/RouterLink';
import { useShellSession } from '../../components/session';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** /privacyPolicy; the personal data (DSAR) section is for users outside the company (spec 002). */
export default function PrivacyPolicyPage() {
  const { isInternal } = useShellSession();
  const { formatDate } = useDates();
  useDocumentTitle('Privacy policy');
  // Noon UTC is the same calendar day in every timezone.
  const lastUpdated = formatDate(`${COOKIE_CONSENT_CUTOFF}T12:00:00Z`);
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={`Last updated: ${lastUpdated}`}>
          Privacy policy
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">What we store</Header>}>
          <Box variant="p">
            Tessera stores your account (name, user name, email, role and timezone) and the work you
            do in it: projects, jobs, translations, comments and tickets. Your organization&apos;s
            administrators manage this data.
          </Box>
        </Container>
        <Container header={<Header variant="h2">Cookies</Header>}>
          <SpaceBetween size="s">
            <Box variant="p">
              We set one cookie, <Box variant="code">{SESSION_COOKIE}</Box>, that keeps you signed
              in. It is needed for the application to work, is not readable by scripts, and ends
              when you sign out or the session expires.
            </Box>
            <Box variant="p">
              The browser also keeps a few preferences of yours, such as recently opened pages and
              table settings. We use no advertising or third-party tracking cookies.
            </Box>
          </SpaceBetween>
        </Container>
        {!isInternal && (
          <Container header={<Header variant="h2">Access to your personal data</Header>}>
            <Box variant="p">
              You may ask for a copy of the personal data we hold about you, or for its correction
              or deletion. Open the{' '}
              <RouterLink href="/web/tickets/list">support tickets</RouterLink>, create a ticket and
              pick the problem type &lsquo;{shellMessages.dsarProblemType}&rsquo;.
            </Box>
          </Container>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
