import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { shellMessages, webMessages } from '@tessera/contracts';

/** What the error boundary shows; the main-page link reloads, which also recovers a broken session. */
export function ErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Box margin={{ vertical: 'xxxl' }} textAlign="center" data-testid="error-boundary">
      <SpaceBetween size="m">
        <Box variant="h1">{shellMessages.errorBoundaryTitle}</Box>
        <Box variant="p" color="text-body-secondary">
          {webMessages.errorBoundaryAdvice}
        </Box>
        <Box display="inline-block">
          <SpaceBetween size="m" direction="horizontal" alignItems="center">
            <Button variant="primary" onClick={onTryAgain}>
              {shellMessages.errorBoundaryTryAgain}
            </Button>
            <Link href="/web">Go to the main page</Link>
          </SpaceBetween>
        </Box>
      </SpaceBetween>
    </Box>
  );
}
