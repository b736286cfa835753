import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { webMessages } from '@tessera/contracts';
import { RouterLink } from './RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

/** What a user sees on a page their role may not open. */
export function NoPermissionPage() {
  useDocumentTitle('Access denied');
  return (
    <Container header={<Header variant="h1">Access denied</Header>}>
      <Box variant="p">{webMessages.noPermission}</Box>
      <Box variant="p">
        <RouterLink href="/web">Go to the home page</RouterLink>
      </Box>
    </Container>
  );
}
