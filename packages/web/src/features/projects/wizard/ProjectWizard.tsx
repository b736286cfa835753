import Wizard from '@cloudscape-design/components/wizard';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Project } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { fetchProjectTemplate, projectTemplateKey } from '../../../api/projectTemplate';
import { dueDateTimeOf, dueTimeZoneOf } from '../../../components/dueDateTime';
import { InfoLink } from '../../../components/InfoLink';
import { useShellSession } from '../../../components/session';
import { usePastDueConfirmation } from '../../../components/usePastDueConfirmation';
import { WizardStepBody } from '../../../components/WizardStepBody';
import { wizardStrings } from '../../../components/wizardStrings';
import type { AssetContext, AssetDrafts, AssetOwner } from '../assets/assetContext';
import { loadAssets, type AssetStart } from './assetDrafts';
import { assetChanges } from './assetReview';
import {
  emptyForm,
  isTemplateMode,
  templateBaseline,
  withTemplate,
  type ProjectForm,
  type WizardMode,
} from './projectForm';
import { changedFields } from './reviewDiff';
import { AccessStep } from './steps/AccessStep';
import { AnalysisStep } from './steps/AnalysisStep';
import { AssetsStep } from './steps/AssetsStep';
import { DetailsStep } from './steps/DetailsStep';
import { PreTranslateStep } from './steps/PreTranslateStep';
import { QualityStep } from './steps/QualityStep';
import { ReviewStep } from './steps/ReviewStep';
import type { WizardLookups } from './useWizardLookups';
import type { WizardSave } from './useWizardSave';
import { firstInvalidStep, STEP_COUNT, stepErrors } from './validation';

interface Props {
  mode: WizardMode;
  /** Where the form starts. */
  initial: ProjectForm;
  /**
   * What the review compares with: the defaults for a new record (with its template's values
   * when made from one), the record when editing.
   */
  baseline: ProjectForm;
  project?: Project;
  lookups: WizardLookups;
  /** The term bases, memories and references the Assets step starts from. */
  assetStart: AssetStart;
  /** What the review compares the assets with: none for a new record, the record's when editing. */
  assetBaseline: AssetDrafts;
  /** The existing project or template; null while creating. */
  assetOwner: AssetOwner | null;
  /** The record's save: whether it runs, its failure, and how to start it. */
  save: WizardSave;
}

const creating = (mode: WizardMode) => mode === 'create' || mode === 'templateCreate';

/** The seven-step project and template wizard of spec 000 section 2.3. */
export function ProjectWizard(props: Props) {
  const { mode, lookups } = props;
  const { saving, saveError, dismissSaveError } = props.save;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(props.initial);
  const [activeStep, setActiveStep] = useState(0);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [assets, setAssets] = useState(props.assetStart.assets);
  const [assetErrors, setAssetErrors] = useState(props.assetStart.errors);
  // A template chosen in step 1 becomes what the review compares with.
  const [baseline, setBaseline] = useState(props.baseline);
  const [assetBaseline, setAssetBaseline] = useState(props.assetBaseline);
  const changes = useMemo(() => changedFields(baseline, form), [baseline, form]);
  const { session } = useShellSession();
  const pastDue = usePastDueConfirmation();
  const assetDiff = useMemo(() => assetChanges(assetBaseline, assets), [assetBaseline, assets]);
  const review = creating(mode) ? 'Review and create' : 'Review and save';
  const titles = [
    isTemplateMode(mode) ? 'Project template details' : 'Project details',
    'Assets',
    'Pre-translate settings',
    'Analysis',
    'Quality',
    'Access and automation',
    review,
  ];

  // Messages show once the user tried to leave the step (spec 000 section 2.3).
  const errors = checkedSteps.has(activeStep) ? stepErrors(activeStep, form, mode) : {};
  const showsErrors = Object.keys(errors).length > 0;
  const onChange = (patch: Partial<ProjectForm>) =>
    setForm((current) => ({ ...current, ...patch }));
  // Going back is never blocked; going forward passes every step on the way.
  const goTo = (target: number) => {
    const invalid = target > activeStep ? firstInvalidStep(form, mode, activeStep, target) : null;
    if (invalid === null) return setActiveStep(target);
    setCheckedSteps((current) => new Set([...current, invalid]));
    setActiveStep(invalid);
  };
  const submit = () => {
    const invalid = firstInvalidStep(form, mode, 0, STEP_COUNT);
    // A due date left as the record had it is not asked about again.
    const dueChanged = form.dueDate !== baseline.dueDate || form.dueTime !== baseline.dueTime;
    const due = dueDateTimeOf(form.dueDate, form.dueTime, dueTimeZoneOf(session.user.timezone));
    if (invalid === null)
      return pastDue.confirm(dueChanged ? [due] : [], () => {
        void props.save.submit(form, assets).then((stored) => stored && setAssets(stored));
      });
    setCheckedSteps((current) => new Set([...current, invalid]));
    setActiveStep(invalid);
  };
  const chooseTemplate = async (templateId: number | null) => {
    setTemplateError(null);
    // A project starts with its template's assets: the server copies them on create.
    const start = await loadAssets(templateId === null ? null : { kind: 'template', templateId });
    setAssets(start.assets);
    setAssetErrors(start.errors);
    const defaults = emptyForm(lookups.engines);
    if (mode === 'create') setAssetBaseline(start.assets);
    if (templateId === null) {
      if (mode === 'create') setBaseline(defaults);
      return onChange({ projectTemplateId: null });
    }
    try {
      const template = await queryClient.fetchQuery({
        queryKey: projectTemplateKey(templateId),
        queryFn: () => fetchProjectTemplate(templateId),
      });
      setForm((current) => withTemplate(current, templateId, template));
      if (mode === 'create') setBaseline(templateBaseline(defaults, templateId, template));
    } catch (error) {
      setTemplateError(messageOf(error));
    }
  };
  const chosenSteps = new Set(form.workflowStepIds);
  const assetContext: AssetContext = {
    mode: 'draft',
    isTemplate: isTemplateMode(mode),
    owner: props.assetOwner,
    sourceLocale: form.sourceLocale,
    targetLocales: form.targetLocales,
    workflowSteps: lookups.workflowSteps
      .filter((step) => chosenSteps.has(step.id))
      .map(({ id, name, ord }) => ({ id, name, ord })),
    canEdit: true,
  };

  const stepProps = { form, onChange, errors, mode, project: props.project, lookups };
  const contents: ReactNode[] = [
    <DetailsStep key="details" {...stepProps} onTemplateChosen={(id) => void chooseTemplate(id)} />,
    <AssetsStep
      key="assets"
      context={assetContext}
      assets={assets}
      loadErrors={assetErrors}
      onChange={(patch) => setAssets((current) => ({ ...current, ...patch }))}
    />,
    <PreTranslateStep key="pretranslate" {...stepProps} />,
    <AnalysisStep key="analysis" {...stepProps} />,
    <QualityStep key="quality" {...stepProps} />,
    <AccessStep key="access" {...stepProps} />,
    <ReviewStep
      key="review"
      stepTitles={titles.slice(0, -1)}
      changes={changes}
      assetChanges={assetDiff}
      lookups={lookups}
      onEdit={setActiveStep}
    />,
  ];
  const submitText = isTemplateMode(mode)
    ? creating(mode)
      ? 'Create project template'
      : 'Save project template'
    : creating(mode)
      ? 'Create project'
      : 'Save project';

  return (
    <>
      {pastDue.modal}
      <Wizard
        activeStepIndex={activeStep}
        allowSkipTo
        isLoadingNextStep={saving}
        submitButtonText={submitText}
        onNavigate={({ detail }) => goTo(detail.requestedStepIndex)}
        onCancel={() => void navigate(-1)}
        onSubmit={submit}
        i18nStrings={wizardStrings(() => review)}
        steps={titles.map((title, step) => ({
          title,
          isOptional: step > 0 && step < STEP_COUNT - 1,
          info:
            step === 0 ? (
              <InfoLink topic="project-create-main" />
            ) : step === 2 ? (
              <InfoLink topic="project-create-pretranslate" />
            ) : undefined,
          content: (
            <WizardStepBody
              failures={[
                { message: saveError, onDismiss: dismissSaveError },
                { message: templateError, onDismiss: () => setTemplateError(null) },
              ]}
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
