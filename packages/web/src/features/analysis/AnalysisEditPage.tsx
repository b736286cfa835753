import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  AnalysisRename,
  FORM_MAX_WIDTH,
  format,
  shellMessages,
  webMessages,
  type Analysis,
} from '@tessera/contracts';
import { useAnalysisQuery } from '../../api/analysis';
import { isApiError, messageOf } from '../../api/http';
import { useProjectQuery } from '../../api/project';
import { useRenameAnalysis } from '../../api/renameAnalysis';
import { projectTrail, useBreadcrumbs } from '../../components/breadcrumbs';
import { fieldErrorsOfIssues, fieldErrorsOfServer } from '../../components/fieldErrors';
import { useFlash } from '../../components/flash';
import { InfoLink } from '../../components/InfoLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { analysisIdOf } from './analysisId';

/** /web/analyse/edit?id={id}: renames an analysis, then shows it. */
export default function AnalysisEditPage() {
  const [search] = useSearchParams();
  const id = analysisIdOf(search.get('id'));
  const analysis = useAnalysisQuery(id);
  useDocumentTitle('Rename analysis');

  if (id === null) return <Navigate to="/web/error/notFound" replace />;
  if (analysis.isError) {
    if (isApiError(analysis.error) && [400, 404].includes(analysis.error.status))
      return <Navigate to="/web/error/notFound" replace />;
    return (
      <Alert type="error">
        {format(webMessages.loadFailed, { what: 'the analysis', error: messageOf(analysis.error) })}
      </Alert>
    );
  }
  if (!analysis.data) return <PageSpinner />;
  return <RenameForm analysis={analysis.data} />;
}

function RenameForm({ analysis }: { analysis: Analysis }) {
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const rename = useRenameAnalysis();
  const [name, setName] = useState(analysis.name);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const project = useProjectQuery(analysis.projectUid);
  const showPath = `/web/analyse/show/${analysis.id}`;
  useBreadcrumbs([
    ...projectTrail(analysis.projectUid, project.data?.name),
    { text: analysis.name, href: showPath },
    { text: 'Rename', href: `/web/analyse/edit?id=${analysis.id}` },
  ]);
  const parsed = AnalysisRename.safeParse({ name });
  // Validation on change switches on after the first submit attempt (spec 001 section 4).
  const nameError = attempted
    ? parsed.success
      ? serverError
      : fieldErrorsOfIssues(parsed.error.issues).name
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setServerError(undefined);
    setFailure(undefined);
    if (!parsed.success) return;
    rename.mutate(
      { id: analysis.id, name: parsed.data.name },
      {
        onSuccess: () => {
          showFlash(
            { type: 'success', content: format(webMessages.saved, { name: parsed.data.name }) },
            { path: showPath },
          );
          void navigate(showPath);
        },
        onError: (error) => {
          const fieldError = fieldErrorsOfServer(error).name;
          if (fieldError) setServerError(fieldError);
          else setFailure(messageOf(error));
        },
      },
    );
  };

  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <form onSubmit={submit} noValidate>
        <Form
          header={
            <Header variant="h1" info={<InfoLink />}>
              Rename analysis
            </Header>
          }
          errorText={nameError ? shellMessages.formContainsErrors : failure}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => void navigate(showPath)}>
                Cancel
              </Button>
              <Button variant="primary" formAction="submit" loading={rename.isPending}>
                Save
              </Button>
            </SpaceBetween>
          }
        >
          <Container>
            <FormField label="Name" errorText={nameError}>
              <Input value={name} onChange={({ detail }) => setName(detail.value)} />
            </FormField>
          </Container>
        </Form>
      </form>
    </div>
  );
}
