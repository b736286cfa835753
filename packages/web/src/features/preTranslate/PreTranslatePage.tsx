import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FORM_MAX_WIDTH, shellMessages } from '@tessera/contracts';
import { usePreTranslate } from '../../api/preTranslate';
import { useProjectQuery } from '../../api/project';
import { projectTrail, useBreadcrumbs } from '../../components/breadcrumbs';
import { genericFailureFlash, useFlash } from '../../components/flash';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { selectedCountText, selectionOf } from './jobSelection';
import { NoJobsSelected } from './NoJobsSelected';
import {
  effectiveForm,
  initialPreTranslateForm,
  preTranslateRequest,
  thresholdError,
} from './preTranslateForm';
import { PreTranslateSettingsForm } from './PreTranslateSettingsForm';
import { useTaskFlow } from './useTaskFlow';

const TITLE = 'Pre-translate where empty';

/** /web/pretranslate/{uid}: pre-translates the job list's selection (spec 001 section 2). */
export default function PreTranslatePage() {
  useDocumentTitle(TITLE);
  const { uid = '' } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const selection = useMemo(() => selectionOf(state, uid), [state, uid]);
  const project = useProjectQuery(uid);
  useBreadcrumbs([
    ...projectTrail(uid, project.data?.name),
    { text: 'Pre-translate', href: `/web/pretranslate/${uid}` },
  ]);
  const [form, setForm] = useState(initialPreTranslateForm);
  const [submitted, setSubmitted] = useState(false);
  const flow = useTaskFlow(usePreTranslate(), selection ?? { projectUid: uid, level: 1 });
  const failedToLoad = project.isError;

  // The settings could not be fetched (spec 001 section 8); the form still works without them.
  useEffect(() => {
    if (failedToLoad) showFlash(genericFailureFlash);
  }, [failedToLoad, showFlash]);

  if (!selection) return <NoJobsSelected projectUid={uid} />;
  if (project.isPending) return <PageSpinner />;
  const projectSettings = project.data?.preTranslateSettings ?? null;
  const shown = effectiveForm(form, projectSettings);
  const error = thresholdError(shown);
  const submit = () => {
    setSubmitted(true);
    if (!error) flow.run(preTranslateRequest(selection, shown));
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
            <Button variant="link" disabled={flow.working} onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button variant="primary" loading={flow.working} onClick={submit}>
              Pre-translate
            </Button>
          </SpaceBetween>
        }
        errorText={submitted && error ? shellMessages.formContainsErrors : undefined}
      >
        <SpaceBetween size="l">
          {flow.working && (
            <ProgressBar label="Pre-translating" value={flow.progress} status="in-progress" />
          )}
          <PreTranslateSettingsForm
            form={shown}
            onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
            projectSettingsAvailable={projectSettings !== null}
            thresholdError={submitted ? error : undefined}
            disabled={flow.working}
          />
        </SpaceBetween>
      </Form>
    </div>
  );
}
