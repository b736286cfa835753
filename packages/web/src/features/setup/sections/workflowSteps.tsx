import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { WorkflowStepInput, workflowStepTypes, type WorkflowStep } from '@tessera/contracts';
import {
  ChoiceSelect,
  NameField,
  nameColumn,
  namedCollection,
} from '../collection/namedCollection';
import type { RecordFormProps } from '../collection/types';

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

function WorkflowStepForm({ draft, onChange, errors }: RecordFormProps<WorkflowStepDraft>) {
  return (
    <SpaceBetween size="m">
      <NameField draft={draft} onChange={onChange} errors={errors} />
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
        <ChoiceSelect
          value={draft.type}
          values={workflowStepTypes}
          labels={typeLabels}
          onChange={(type) => onChange({ ...draft, type })}
        />
      </FormField>
    </SpaceBetween>
  );
}

export const workflowSteps = namedCollection<'workflowSteps', WorkflowStepDraft>({
  collection: 'workflowSteps',
  title: 'Workflow steps',
  noun: 'workflow step',
  columns: [
    { id: 'level', header: 'Level', cell: (step) => step.level, sortingField: 'level', width: 90 },
    nameColumn(),
    { id: 'ord', header: 'Order', cell: (step) => step.ord, sortingField: 'ord' },
    { id: 'type', header: 'Type', cell: (step) => typeLabels[step.type] },
  ],
  emptyDraft: () => ({ name: '', ord: '', type: 'TRANSLATION' }),
  draftOf: (step) => ({ name: step.name, ord: String(step.ord), type: step.type }),
  input: WorkflowStepInput,
  Form: WorkflowStepForm,
});
