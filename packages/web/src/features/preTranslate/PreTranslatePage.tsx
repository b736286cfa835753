import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { usePreTranslate } from '../../api/preTranslate';
import { useProjectQuery } from '../../api/project';
import { projectTrail, useBreadcrumbs } from '../../components/breadcrumbs';
import { genericFailureFlash, useFlash } from '../../components/flash';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { selectionOf } from '../../components/jobFlowSelection';
import { NoJobsSelected } from '../../components/NoJobsSelected';
import {
  effectiveForm,
  initialPreTranslateForm,
  preTranslateRequest,
  thresholdError,
} from './preTranslateForm';
import { PreTranslateSettingsForm } from './PreTranslateSettingsForm';
import { TaskForm } from './TaskForm';
import { useTaskFlow } from './useTaskFlow';

const TITLE = 'Pre-translate where empty';

/** /web/pretranslate/{uid}: pre-translates the job list's selection (spec 001 section 2). */
export default function PreTranslatePage() {
  useDocumentTitle(TITLE);
  const { uid = '' } = useParams();
  const { state } = useLocation();
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
    <TaskForm
      title={TITLE}
      selection={selection}
      submitLabel="Pre-translate"
      progressLabel="Pre-translating"
      flow={flow}
      showError={submitted && error !== undefined}
      onSubmit={submit}
    >
      <PreTranslateSettingsForm
        form={shown}
        onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
        projectSettingsAvailable={projectSettings !== null}
        thresholdError={submitted ? error : undefined}
        disabled={flow.working}
      />
    </TaskForm>
  );
}
