import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { DEFAULT_SCORING_MODEL_LABEL } from '@tessera/contracts';
import { RecordSelectField, type StepProps } from '../fields';
import { isScoringStep } from '../payload';

/**
 * Workflow steps and the scoring model of each scoring step. An edited project keeps its steps
 * and their models; only steps above the highest one, and no scoring steps, can be added.
 */
export function WorkflowStepsField({ form, onChange, mode, project, lookups }: StepProps) {
  const steps = lookups.workflowSteps;
  const lockedIds = mode === 'edit' ? (project?.workflowSteps.map((step) => step.id) ?? []) : [];
  const lockedSteps = steps.filter((step) => lockedIds.includes(step.id));
  const highestOrd = Math.max(0, ...lockedSteps.map((step) => step.ord));
  const offered = steps.filter((step) =>
    mode === 'edit'
      ? !lockedIds.includes(step.id) && step.ord > highestOrd && !isScoringStep(step)
      : true,
  );
  const toOption = (step: (typeof steps)[number]) => ({
    value: String(step.id),
    label: step.name,
    description: step.type,
  });
  const scoringSteps = steps.filter(
    (step) => form.workflowStepIds.includes(step.id) && isScoringStep(step),
  );
  return (
    <SpaceBetween size="l">
      <FormField
        label="Workflow steps"
        description="Without workflow steps, jobs have the default step only."
      >
        <SpaceBetween size="xs">
          {lockedSteps.length > 0 && <TokenGroup readOnly items={lockedSteps.map(toOption)} />}
          <Multiselect
            selectedOptions={offered
              .filter((s) => form.workflowStepIds.includes(s.id))
              .map(toOption)}
            options={offered.map(toOption)}
            placeholder={lockedSteps.length ? 'Add workflow steps' : 'Choose workflow steps'}
            empty="No workflow steps can be added"
            onChange={({ detail }) => {
              const chosen = detail.selectedOptions.map((option) => Number(option.value));
              // Steps run in their order, whatever order they were picked in.
              const ordered = steps
                .filter((step) => lockedIds.includes(step.id) || chosen.includes(step.id))
                .map((step) => step.id);
              onChange({ workflowStepIds: ordered });
            }}
          />
        </SpaceBetween>
      </FormField>
      {scoringSteps.map((step) => (
        <RecordSelectField
          key={step.id}
          label={`Scoring model of ${step.name}`}
          records={lookups.scoringModels}
          noneLabel={`None (${DEFAULT_SCORING_MODEL_LABEL})`}
          value={form.scoringModelIdsByWorkflowStepId[String(step.id)] ?? null}
          disabled={lockedIds.includes(step.id)}
          onChange={(value) =>
            onChange({
              scoringModelIdsByWorkflowStepId: {
                ...form.scoringModelIdsByWorkflowStepId,
                [String(step.id)]: value,
              },
            })
          }
        />
      ))}
    </SpaceBetween>
  );
}
