import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useSearchParams } from 'react-router';
import { projectMessages, type ProjectWorkflowStep } from '@tessera/contracts';

/** The workflow step the page shows (query level), or the default step's text. */
export function WorkflowStepSelector({ steps }: { steps: readonly ProjectWorkflowStep[] }) {
  const [search, setSearch] = useSearchParams();
  if (steps.length === 0) return <Box variant="p">{projectMessages.defaultWorkflowStep}</Box>;
  const options = steps.map((step) => ({ value: String(step.level), label: step.name }));
  const level = search.get('level') ?? String(steps[0]?.level ?? 1);
  return (
    <FormField label="Workflow step">
      <Select
        selectedOption={options.find((option) => option.value === level) ?? options[0] ?? null}
        options={options}
        onChange={({ detail }) => {
          const next = new URLSearchParams(search);
          next.set('level', detail.selectedOption.value ?? '1');
          setSearch(next);
        }}
      />
    </FormField>
  );
}
