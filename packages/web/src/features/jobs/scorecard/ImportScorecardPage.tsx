import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FORM_MAX_WIDTH, shellMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useImportScorecard } from '../../../api/importScorecard';
import { useProjectQuery } from '../../../api/project';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { singleFileUploadStrings } from '../../../components/fileUploadStrings';
import { genericFailureFlash, useFlash } from '../../../components/flash';
import { projectPath, selectedCountText, selectionOf } from '../../../components/jobFlowSelection';
import { NoJobsSelected } from '../../../components/NoJobsSelected';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { scorecardAccept, scorecardFileError } from './scorecardForm';

const TITLE = 'Import scorecard';

/**
 * /web/importScoreCardWorkflow/{projectUid}: imports a reviser's scorecard into the one job the
 * job list selected (spec 001 sections 2 and 5); done goes back to the project page.
 */
export default function ImportScorecardPage() {
  useDocumentTitle(TITLE);
  const { projectUid = '' } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const selection = useMemo(() => selectionOf(state, projectUid), [state, projectUid]);
  const project = useProjectQuery(projectUid);
  const scorecard = useImportScorecard();
  const [files, setFiles] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  useBreadcrumbs([
    ...projectTrail(projectUid, project.data?.name),
    { text: TITLE, href: `/web/importScoreCardWorkflow/${projectUid}` },
  ]);

  const [jobPart] = selection?.jobPartIds ?? [];
  if (!selection || jobPart === undefined) return <NoJobsSelected projectUid={projectUid} />;
  const fileError = scorecardFileError(files);
  const back = () => void navigate(projectPath(selection));
  const submit = () => {
    setSubmitted(true);
    const [file] = files;
    if (!file) return;
    scorecard.mutate(
      { jobPart, file },
      {
        onSuccess: back,
        onError: (error) =>
          showFlash(
            // The server names what is wrong with the scorecard (its row, category or severity).
            isApiError(error) && error.fromServer
              ? {
                  type: 'error',
                  header: shellMessages.genericFlashHeader,
                  content: messageOf(error),
                }
              : genericFailureFlash,
          ),
      },
    );
  };
  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <Form
        header={
          <Header variant="h1" description={selectedCountText(selection)}>
            {TITLE}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={scorecard.isPending} onClick={back}>
              Cancel
            </Button>
            <Button variant="primary" loading={scorecard.isPending} onClick={submit}>
              Import
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <FormField label="Scoring file" errorText={submitted ? fileError : undefined}>
            <FileUpload
              value={files}
              accept={scorecardAccept}
              onChange={({ detail }) => setFiles(detail.value)}
              i18nStrings={singleFileUploadStrings}
              constraintText="CSV (.csv) or Excel workbook (.xlsx) with the columns Segment, Category, Subcategory, Severity, Comment"
            />
          </FormField>
        </Container>
      </Form>
    </div>
  );
}
