import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import {
  analysisTypeLabels,
  FORM_MAX_WIDTH,
  shellMessages,
  type ProjectWorkflowStep,
} from '@tessera/contracts';
import { InfoLink } from '../../components/InfoLink';
import type { FieldErrors } from '../../components/fieldErrors';
import {
  compareAvailable,
  compareOptions,
  initialAnalysisForm,
  type AnalysisForm,
} from './analysisForm';

type Inclusion =
  | 'includeFuzzyRepetitions'
  | 'includeConfirmedSegments'
  | 'includeLockedSegments'
  | 'includeNumbers';

const inclusions: ReadonlyArray<{ field: Inclusion; label: string }> = [
  { field: 'includeFuzzyRepetitions', label: 'Include internal fuzzy matches' },
  { field: 'includeConfirmedSegments', label: 'Include confirmed segments' },
  { field: 'includeLockedSegments', label: 'Include locked segments' },
  { field: 'includeNumbers', label: 'Include numbers' },
];

interface Props {
  workflowSteps: readonly ProjectWorkflowStep[];
  /** The workflow level of the selected jobs, which Compare cannot compare with. */
  level: number;
  creating: boolean;
  /** The form's errors; the form shows them once the user has tried to submit. */
  validate(form: AnalysisForm): FieldErrors;
  onSubmit(form: AnalysisForm): void;
  onCancel(): void;
}

/** The create analysis form: type, optional name, Compare with and the inclusion options. */
export function AnalysisCreateForm(props: Props) {
  const { workflowSteps, level, validate } = props;
  const [form, setForm] = useState<AnalysisForm>(initialAnalysisForm);
  // Validation on change switches on after the first submit attempt (spec 001 section 4).
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validate(form) : {};
  const hasErrors = Object.keys(errors).length > 0;
  const options = compareOptions(workflowSteps, level);
  const comparing = form.type === 'Compare';
  const change = (values: Partial<AnalysisForm>) => setForm({ ...form, ...values });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(validate(form)).length === 0) props.onSubmit(form);
  };

  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <form onSubmit={submit} noValidate>
        <Form
          header={
            <Header variant="h1" info={<InfoLink />}>
              Create analysis
            </Header>
          }
          errorText={hasErrors ? shellMessages.formContainsErrors : undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={props.onCancel}>
                Cancel
              </Button>
              <Button variant="primary" formAction="submit" loading={props.creating}>
                Create analysis
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <Container header={<Header variant="h2">Analysis</Header>}>
              <SpaceBetween size="m">
                <FormField label="Type" errorText={errors.type}>
                  <RadioGroup
                    value={form.type}
                    items={[
                      { value: 'PreAnalyse', label: analysisTypeLabels.PreAnalyse },
                      {
                        value: 'Compare',
                        label: analysisTypeLabels.Compare,
                        disabled: !compareAvailable(workflowSteps),
                      },
                    ]}
                    onChange={({ detail }) =>
                      change({ type: detail.value === 'Compare' ? 'Compare' : 'PreAnalyse' })
                    }
                  />
                </FormField>
                <FormField
                  label={
                    <span>
                      Name <i>- optional</i>
                    </span>
                  }
                  errorText={errors.name}
                >
                  <Input
                    value={form.name}
                    ariaLabel="Name"
                    onChange={({ detail }) => change({ name: detail.value })}
                  />
                </FormField>
                <FormField label="Compare with" errorText={errors.compareWorkflowLevel}>
                  <Select
                    disabled={!comparing}
                    placeholder="Choose a workflow step"
                    selectedOption={
                      options.find(
                        (option) => option.value === String(form.compareWorkflowLevel),
                      ) ?? null
                    }
                    options={options}
                    onChange={({ detail }) =>
                      change({ compareWorkflowLevel: Number(detail.selectedOption.value) })
                    }
                  />
                </FormField>
              </SpaceBetween>
            </Container>
            <Container header={<Header variant="h2">Options</Header>}>
              <SpaceBetween size="m">
                {inclusions.map(({ field, label }) => (
                  <Checkbox
                    key={field}
                    checked={form[field]}
                    onChange={({ detail }) => change({ [field]: detail.checked })}
                  >
                    {label}
                  </Checkbox>
                ))}
                <Checkbox checked={false} disabled>
                  Analyze by linguist
                </Checkbox>
                <FormField label="Count units in">
                  <RadioGroup
                    value={form.countSourceUnits ? 'source' : 'target'}
                    items={[
                      { value: 'source', label: 'Source' },
                      { value: 'target', label: 'Target' },
                    ]}
                    onChange={({ detail }) =>
                      change({ countSourceUnits: detail.value === 'source' })
                    }
                  />
                </FormField>
              </SpaceBetween>
            </Container>
          </SpaceBetween>
        </Form>
      </form>
    </div>
  );
}
