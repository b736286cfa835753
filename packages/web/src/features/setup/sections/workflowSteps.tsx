import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { WorkflowStepInput, workflowStepTypes, type WorkflowStep } from '@tessera/contracts';
import { parseDraft, type CollectionConfig, type RecordFormProps } from '../collection/types';

interface WorkflowStepDraft {
  name: string;
  ord: string;
  type: WorkflowStep['type'];
}

const typeLabels: Record<WorkflowStep['type'], string> = {
  TRANSLATION: 'Translation',
  REVISION: 'Revision',
  SCORING: 'Scoring',
  SCORING_AND_REVISION: 'Scoring and revision',
  OTHER: 'Other',
};
const typeOptions = workflowStepTypes.map((type) => ({ value: type, label: typeLabels[type] }));

function WorkflowStepForm({ draft, onChange, errors }: RecordFormProps<WorkflowStepDraft>) {
  return (
    <SpaceBetween size="m">
      <FormField label="Name" errorText={errors.name}>
        <Input
          value={draft.name}
          onChange={({ detail }) => onChange({ ...draft, name: detail.value })}
        />
      </FormField>
      <FormField
        label="Order"
        description="Steps run in this order; level 1 is the lowest order."
        errorText={errors.ord}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={draft.ord}
          onChange={({ detail }) => onChange({ ...draft, ord: detail.value })}
        />
      </FormField>
      <FormField label="Type" errorText={errors.type}>
        <Select
          selectedOption={typeOptions.find((option) => option.value === draft.type) ?? null}
          options={typeOptions}
          onChange={({ detail }) => {
            const type = workflowStepTypes.find((value) => value === detail.selectedOption.value);
            if (type) onChange({ ...draft, type });
          }}
        />
      </FormField>
    </SpaceBetween>
  );
}

export const workflowSteps: CollectionConfig<'workflowSteps', WorkflowStepDraft> = {
  collection: 'workflowSteps',
  title: 'Workflow steps',
  noun: 'workflow step',
  columns: [
    { id: 'level', header: 'Level', cell: (step) => step.level, sortingField: 'level', width: 90 },
    { id: 'name', header: 'Name', cell: (step) => step.name, sortingField: 'name' },
    { id: 'ord', header: 'Order', cell: (step) => step.ord, sortingField: 'ord' },
    { id: 'type', header: 'Type', cell: (step) => typeLabels[step.type] },
  ],
  nameOf: (step) => step.name,
  emptyDraft: () => ({ name: '', ord: '', type: 'TRANSLATION' }),
  draftOf: (step) => ({ name: step.name, ord: String(step.ord), type: step.type }),
  toCreate: (draft) => parseDraft(WorkflowStepInput, draft),
  toUpdate: (draft) => parseDraft(WorkflowStepInput, draft),
  Form: WorkflowStepForm,
  deletable: true,
};
