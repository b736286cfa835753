import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  FORM_MAX_WIDTH,
  shellMessages,
  splitMessages,
  splitModes,
  type SplitMode,
} from '@tessera/contracts';
import { isApiError } from '../../../api/http';
import { useJobSegmentsCountsQuery } from '../../../api/jobSegmentsCounts';
import { useProjectQuery } from '../../../api/project';
import { useSplitJob } from '../../../api/splitJob';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { genericFailureFlash, useFlash } from '../../../components/flash';
import { jobErrorText } from '../../../components/jobFacts';
import { projectPath, selectedCountText, selectionOf } from '../../../components/jobFlowSelection';
import { NoJobsSelected } from '../../../components/NoJobsSelected';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import {
  initialSplitForm,
  splitBound,
  splitError,
  splitRequest,
  type SplitForm,
} from './splitForm';

const modeLabels: Record<SplitMode, string> = {
  partsCount: splitMessages.partsCountLabel,
  partSize: splitMessages.partSizeLabel,
  wordCount: splitMessages.wordCountLabel,
  afterSegment: splitMessages.afterSegmentLabel,
};
const valueLabels: Record<SplitMode, string> = {
  partsCount: 'Number of parts',
  partSize: 'Segments per part',
  wordCount: 'Words per part',
  afterSegment: 'Segment numbers',
};

/**
 * /web/splitFileWorkflow/{projectUid}: cuts the job list's selection into parts (spec 001
 * sections 2 and 5); idle, working, done (the project page) or failed (a flash).
 */
export default function SplitFilePage() {
  useDocumentTitle(splitMessages.title);
  const { projectUid = '' } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const selection = useMemo(() => selectionOf(state, projectUid), [state, projectUid]);
  const project = useProjectQuery(projectUid);
  const counts = useJobSegmentsCountsQuery(selection?.jobPartIds ?? []);
  const split = useSplitJob();
  const [form, setForm] = useState<SplitForm>(initialSplitForm);
  const [submitted, setSubmitted] = useState(false);
  useBreadcrumbs([
    ...projectTrail(projectUid, project.data?.name),
    { text: splitMessages.title, href: `/web/splitFileWorkflow/${projectUid}` },
  ]);
  const failedToLoad = counts.isError;
  useEffect(() => {
    if (failedToLoad) showFlash(genericFailureFlash);
  }, [failedToLoad, showFlash]);

  if (!selection) return <NoJobsSelected projectUid={projectUid} />;
  if (counts.isPending) return <PageSpinner />;
  const max = splitBound(form.mode, counts.data ?? []);
  const error = splitError(form, max);
  const back = () => void navigate(projectPath(selection));
  const submit = () => {
    setSubmitted(true);
    const call = splitRequest(form, max, selection.jobPartIds);
    if (!call) return;
    split.mutate(call, {
      onSuccess: back,
      onError: (failure) =>
        showFlash(
          // A job the server refuses to split (finished, with an offer) gets its message.
          isApiError(failure) && failure.status === 400
            ? {
                type: 'error',
                header: shellMessages.genericFlashHeader,
                content: jobErrorText(failure),
              }
            : genericFailureFlash,
        ),
    });
  };
  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <Form
        header={
          <Header variant="h1" description={selectedCountText(selection)}>
            {splitMessages.title}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={split.isPending} onClick={back}>
              Cancel
            </Button>
            <Button variant="primary" loading={split.isPending} onClick={submit}>
              {splitMessages.submit}
            </Button>
          </SpaceBetween>
        }
        errorText={submitted && error ? shellMessages.formContainsErrors : undefined}
      >
        <Container>
          <SpaceBetween size="m">
            <FormField label="Split">
              <RadioGroup
                value={form.mode}
                items={splitModes.map((mode) => ({
                  value: mode,
                  label: modeLabels[mode],
                  disabled: split.isPending,
                }))}
                onChange={({ detail }) => {
                  const mode = splitModes.find((candidate) => candidate === detail.value);
                  if (mode) setForm({ ...form, mode });
                }}
              />
            </FormField>
            <FormField
              label={valueLabels[form.mode]}
              constraintText={
                form.mode === 'afterSegment'
                  ? `From 1 to ${max}, separated by commas.`
                  : `From 1 to ${max}.`
              }
              errorText={submitted ? error : undefined}
            >
              <Input
                value={form.value}
                inputMode={form.mode === 'afterSegment' ? 'text' : 'numeric'}
                disabled={split.isPending}
                onChange={({ detail }) => setForm({ ...form, value: detail.value })}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </div>
  );
}
