import Alert from '@cloudscape-design/components/alert';
import { Navigate } from 'react-router';
import { format, projectMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';

/** The project or template the wizard starts from could not be read; a missing one is not found. */
export function LoadFailure({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 404)
    return <Navigate to="/web/error/notFound" replace />;
  return (
    <Alert type="error">{format(projectMessages.loadFailed, { message: messageOf(error) })}</Alert>
  );
}
