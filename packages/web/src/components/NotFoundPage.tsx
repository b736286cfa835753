import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { shellMessages } from '@tessera/contracts';
import { RouterLink } from './RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

/** 'Page not found.' with the way home (spec 002 section 2). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container header={<Header variant="h1">{shellMessages.pageNotFound}</Header>}>
      <Box variant="p">
        <RouterLink href="/web">Go to the home page</RouterLink>
      </Box>
    </Container>
  );
}
