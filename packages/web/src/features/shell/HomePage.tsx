import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { InfoLink } from '../../components/InfoLink';
import { roleLabels } from '../../components/roles';
import { RouterLink } from '../../components/RouterLink';
import { useShellSession } from '../../components/session';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';

interface HomeLink {
  href: string;
  text: string;
  description: string;
}

function homeLinks(isAdmin: boolean): HomeLink[] {
  const links: HomeLink[] = [
    { href: '/web/tickets/list', text: 'Tickets', description: 'Ask support for help.' },
    {
      href: '/privacyPolicy',
      text: 'Privacy policy',
      description: 'What we store about you, and cookies.',
    },
  ];
  if (isAdmin) {
    links.unshift({
      href: '/web/setup/index',
      text: 'Setup',
      description: 'Users, clients, workflow steps, machine translation and more.',
    });
  }
  return links;
}

/** /web: the home of the role, "Projects" for managers and admins, "Jobs" for linguists. */
export default function HomePage() {
  const { session } = useShellSession();
  const { timeZone, formatDateTime } = useDates();
  const { user, organization } = session;
  const title = user.role === 'LINGUIST' ? 'Jobs' : 'Projects';
  useDocumentTitle(title);
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  return (
    <ContentLayout
      header={
        <Header variant="h1" info={<InfoLink />} description={`Welcome, ${fullName}.`}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Your account</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Name', value: fullName },
              { label: 'User name', value: user.userName },
              { label: 'Email', value: user.email || '-' },
              { label: 'Organization', value: organization.name },
              { label: 'Role', value: roleLabels[user.role] },
              {
                label: 'Timezone',
                value: user.timezone ? timeZone : `${timeZone} (no timezone set)`,
              },
              { label: 'Your time now', value: formatDateTime(new Date()) },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">What you can do</Header>}>
          <ColumnLayout columns={3} variant="text-grid">
            {homeLinks(user.role === 'ADMIN').map((link) => (
              <div key={link.href}>
                <Box variant="h3">
                  <RouterLink href={link.href} fontSize="heading-m">
                    {link.text}
                  </RouterLink>
                </Box>
                <Box variant="p" color="text-body-secondary">
                  {link.description}
                </Box>
              </div>
            ))}
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
