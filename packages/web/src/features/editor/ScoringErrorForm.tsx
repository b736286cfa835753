import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import type { ScoringErrors } from '@tessera/contracts';
import { useState } from 'react';
import { useAddScoringError } from '../../api/addScoringError';
import type { PanelSegment } from '../../api/editor';
import { messageOf } from '../../api/http';
import type { MarkedText } from './tagDocument';

type Model = NonNullable<ScoringErrors['model']>;

const optionsOf = (names: readonly string[]): SelectProps.Option[] =>
  names.map((name) => ({ value: name, label: name }));
const chosen = (value: string) => (value === '' ? null : { value, label: value });

const noSubcategory = { value: '', label: 'None' };

/** The reviser's new error on the active segment: the model's typology and the marked text. */
export function ScoringErrorForm({
  at,
  model,
  marked,
}: {
  at: PanelSegment;
  model: Model;
  marked: MarkedText | null;
}) {
  const add = useAddScoringError(at.jobPart);
  const [category, setCategory] = useState('');
  const [subcategory, setSubcategory] = useState('');
  const [severity, setSeverity] = useState('');
  const [comment, setComment] = useState('');
  const subcategories =
    model.categories.find((candidate) => candidate.name === category)?.subcategories ?? [];
  const submit = () =>
    add.mutate(
      {
        jobPart: at.jobPart,
        segmentId: at.segment,
        category,
        subcategory,
        severity,
        comment,
        span: marked,
      },
      {
        onSuccess: () => {
          setSubcategory('');
          setComment('');
        },
      },
    );
  return (
    <SpaceBetween size="xs">
      <FormField label="Category">
        <Select
          placeholder="Choose a category"
          selectedOption={chosen(category)}
          options={optionsOf(model.categories.map((candidate) => candidate.name))}
          onChange={({ detail }) => {
            setCategory(detail.selectedOption.value ?? '');
            setSubcategory('');
          }}
        />
      </FormField>
      <FormField label="Subcategory">
        <Select
          disabled={subcategories.length === 0}
          selectedOption={subcategory === '' ? noSubcategory : chosen(subcategory)}
          options={[noSubcategory, ...optionsOf(subcategories)]}
          onChange={({ detail }) => setSubcategory(detail.selectedOption.value ?? '')}
        />
      </FormField>
      <FormField label="Severity">
        <Select
          placeholder="Choose a severity"
          selectedOption={chosen(severity)}
          options={model.severities.map((candidate) => ({
            value: candidate.name,
            label: candidate.name,
            description: `${candidate.weight} penalty points`,
          }))}
          onChange={({ detail }) => setSeverity(detail.selectedOption.value ?? '')}
        />
      </FormField>
      <FormField label="Comment">
        <Textarea rows={2} value={comment} onChange={({ detail }) => setComment(detail.value)} />
      </FormField>
      <Box variant="small" color="text-body-secondary">
        {marked ? `Marked text: "${marked.text}"` : 'Select text in the target to mark it.'}
      </Box>
      {add.error && <StatusIndicator type="error">{messageOf(add.error)}</StatusIndicator>}
      <Button
        loading={add.isPending}
        disabled={category === '' || severity === ''}
        onClick={submit}
      >
        Add error
      </Button>
    </SpaceBetween>
  );
}
