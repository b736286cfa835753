import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginRequest } from '@tessera/contracts';
import { useLogin } from '../../api/login';
import { messageOf } from '../../api/http';
import { useSessionQuery } from '../../api/session';
import { fieldErrorsOfIssues, type FieldErrors } from '../../components/fieldErrors';
import { PageSpinner } from '../../components/PageSpinner';
import { safeReturnTo } from '../../components/returnTo';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** /login: user name and password; afterwards back to where the user was going. */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSessionQuery();
  const login = useLogin();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  useDocumentTitle('Sign in');

  if (session.isPending) return <PageSpinner />;
  if (session.data && !login.isPending) return <Navigate to={returnTo} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginRequest.safeParse({ userName, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOfIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, { onSuccess: () => void navigate(returnTo, { replace: true }) });
  };

  return (
    <Box padding={{ top: 'xxxl', horizontal: 'l' }}>
      <div style={{ maxWidth: 420, margin: '0 auto' }}>
        <form onSubmit={submit} noValidate>
          <Form
            header={<Header variant="h1">Tessera</Header>}
            actions={
              <Button variant="primary" formAction="submit" loading={login.isPending}>
                Sign in
              </Button>
            }
          >
            <Container header={<Header variant="h2">Sign in</Header>}>
              <SpaceBetween size="m">
                {login.isError && (
                  <Alert type="error" data-testid="login-error">
                    {messageOf(login.error)}
                  </Alert>
                )}
                <FormField label="User name" errorText={fieldErrors.userName}>
                  <Input
                    value={userName}
                    onChange={({ detail }) => setUserName(detail.value)}
                    autoComplete="username"
                    name="userName"
                    autoFocus
                  />
                </FormField>
                <FormField label="Password" errorText={fieldErrors.password}>
                  <Input
                    type="password"
                    value={password}
                    onChange={({ detail }) => setPassword(detail.value)}
                    autoComplete="current-password"
                    name="password"
                  />
                </FormField>
              </SpaceBetween>
            </Container>
          </Form>
        </form>
      </div>
    </Box>
  );
}
