import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PSEUDO_TRANSLATE_LENGTHS } from '@tessera/contracts';
import { useProjectQuery } from '../../api/project';
import { usePseudoTranslate } from '../../api/pseudoTranslate';
import { projectTrail, useBreadcrumbs } from '../../components/breadcrumbs';
import { genericFailureFlash, useFlash } from '../../components/flash';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { selectionOf } from '../../components/jobFlowSelection';
import { NoJobsSelected } from '../../components/NoJobsSelected';
import {
  initialPseudoForm,
  lengthLabel,
  pseudoErrors,
  pseudoRequest,
  type PseudoForm,
} from './pseudoForm';
import { TaskForm } from './TaskForm';
import { useTaskFlow } from './useTaskFlow';

const TITLE = 'Pseudo-translate';
const lengthOptions = PSEUDO_TRANSLATE_LENGTHS.map((length) => ({
  value: String(length),
  label: lengthLabel(length),
}));
const texts = [
  { field: 'replacement', label: 'Replacement character' },
  { field: 'prefix', label: 'Prefix' },
  { field: 'suffix', label: 'Suffix' },
] as const;

/** /web/pseudoTranslate/{projectUid}: pseudo-translates the job list's selection (spec 001). */
export default function PseudoTranslatePage() {
  useDocumentTitle(TITLE);
  const { projectUid = '' } = useParams();
  const { state } = useLocation();
  const { showFlash } = useFlash();
  const selection = useMemo(() => selectionOf(state, projectUid), [state, projectUid]);
  const project = useProjectQuery(projectUid);
  useBreadcrumbs([
    ...projectTrail(projectUid, project.data?.name),
    { text: TITLE, href: `/web/pseudoTranslate/${projectUid}` },
  ]);
  // Null until the user changes a field: the project's settings once they arrive, else defaults.
  const [edited, setEdited] = useState<PseudoForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const flow = useTaskFlow(usePseudoTranslate(), selection ?? { projectUid, level: 1 });
  const failedToLoad = project.isError;

  useEffect(() => {
    if (failedToLoad) showFlash(genericFailureFlash);
  }, [failedToLoad, showFlash]);

  if (!selection) return <NoJobsSelected projectUid={projectUid} />;
  if (project.isPending) return <PageSpinner />;
  const form = edited ?? initialPseudoForm(project.data?.preTranslateSettings);
  const errors = pseudoErrors(form);
  const invalid = Object.keys(errors).length > 0;
  const change = (patch: Partial<PseudoForm>) => setEdited({ ...form, ...patch });
  const submit = () => {
    setSubmitted(true);
    if (!invalid) flow.run(pseudoRequest(selection, form));
  };
  return (
    <TaskForm
      title={TITLE}
      selection={selection}
      submitLabel="Pseudo-translate"
      progressLabel="Pseudo-translating"
      flow={flow}
      showError={submitted && invalid}
      onSubmit={submit}
    >
      <Container>
        <SpaceBetween size="m">
          {texts.map(({ field, label }) => (
            <FormField key={field} label={label} errorText={submitted ? errors[field] : undefined}>
              <Input
                value={form[field]}
                disabled={flow.working}
                onChange={({ detail }) => change({ [field]: detail.value })}
              />
            </FormField>
          ))}
          <FormField label="Length" description="Of the pseudo-translation, against the source.">
            <Select
              selectedOption={
                lengthOptions.find((option) => option.value === String(form.length)) ?? null
              }
              options={lengthOptions}
              disabled={flow.working}
              onChange={({ detail }) => change({ length: Number(detail.selectedOption.value) })}
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </TaskForm>
  );
}
