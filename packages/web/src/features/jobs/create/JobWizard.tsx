import Wizard from '@cloudscape-design/components/wizard';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { dueDateTimeOf } from '../../../components/dueDateTime';
import { useDates } from '../../../components/useDates';
import { usePastDueConfirmation } from '../../../components/usePastDueConfirmation';
import { WizardStepBody } from '../../../components/WizardStepBody';
import { wizardStrings } from '../../../components/wizardStrings';
import { AssignmentStep } from './AssignmentStep';
import { DetailsStep } from './DetailsStep';
import { ImportSettingsStep } from './ImportSettingsStep';
import type { JobForm } from './jobForm';
import { ReviewStep } from './ReviewStep';
import { changedValues } from './reviewDiff';
import type { JobWizardLookups } from './stepProps';
import { firstInvalidStep, STEP_COUNT, stepErrors } from './validation';

interface Props {
  initial: JobForm;
  projectLocales: readonly string[];
  lookups: JobWizardLookups;
  creating: boolean;
  /** The dismissible failure of the last submit ('Failed to create jobs: …'). */
  error: string | null;
  onDismissError(): void;
  onSubmit(form: JobForm): void;
}

const titles = ['Job details', 'Workflow and assignment', 'File importing', 'Review and create'];

/** The four-step job creation wizard of spec 001 section 2. */
export function JobWizard({ initial, projectLocales, lookups, creating, error, ...props }: Props) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [activeStep, setActiveStep] = useState(0);
  // Leaving a step switches its validation display on (spec 001 section 4).
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  const changes = useMemo(() => changedValues(initial, form), [initial, form]);
  const { timeZone } = useDates();
  const pastDue = usePastDueConfirmation();

  const formats = lookups.fileFormats;
  const errors = checkedSteps.has(activeStep) ? stepErrors(activeStep, form, formats) : {};
  const showsErrors = Object.keys(errors).length > 0;
  const onChange = (patch: Partial<JobForm>) => setForm((current) => ({ ...current, ...patch }));
  const blockAt = (step: number) => {
    setCheckedSteps((current) => new Set([...current, step]));
    setActiveStep(step);
  };
  const submit = () => {
    const invalid = firstInvalidStep(form, 0, STEP_COUNT, formats);
    const dues = [form, ...form.steps].map((due) =>
      dueDateTimeOf(due.dueDate, due.dueTime, timeZone),
    );
    if (invalid === null) return pastDue.confirm(dues, () => props.onSubmit(form));
    blockAt(invalid);
  };
  const goTo = (target: number, reason: string) => {
    // "Create jobs" on the first step submits at once.
    if (reason === 'skip' && activeStep === 0) return submit();
    const invalid =
      target > activeStep ? firstInvalidStep(form, activeStep, target, formats) : null;
    if (invalid === null) return setActiveStep(target);
    blockAt(invalid);
  };

  const stepProps = { form, onChange, errors, lookups };
  const contents: ReactNode[] = [
    <DetailsStep key="details" {...stepProps} projectLocales={projectLocales} />,
    <AssignmentStep key="assignment" {...stepProps} />,
    <ImportSettingsStep key="import" {...stepProps} />,
    <ReviewStep
      key="review"
      stepTitles={titles.slice(0, -1)}
      changes={changes}
      lookups={lookups}
      onEdit={setActiveStep}
    />,
  ];

  return (
    <>
      {pastDue.modal}
      <Wizard
        activeStepIndex={activeStep}
        allowSkipTo
        isLoadingNextStep={creating}
        submitButtonText="Submit"
        onNavigate={({ detail }) => goTo(detail.requestedStepIndex, detail.reason)}
        onCancel={() => void navigate(-1)}
        onSubmit={submit}
        i18nStrings={wizardStrings(() => (activeStep === 0 ? 'Create jobs' : 'Review and create'))}
        steps={titles.map((title, step) => ({
          title,
          isOptional: step === 1 || step === 2,
          content: (
            <WizardStepBody
              failures={[{ message: error, onDismiss: props.onDismissError }]}
              showsErrors={showsErrors}
            >
              {contents[step]}
            </WizardStepBody>
          ),
        }))}
      />
    </>
  );
}
