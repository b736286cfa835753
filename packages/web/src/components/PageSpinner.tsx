import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

export function PageSpinner() {
  return (
    <Box textAlign="center" padding="xxxl">
      <Spinner size="large" />
    </Box>
  );
}
