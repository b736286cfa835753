import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { FileImportSettings } from '@tessera/contracts';
import { choiceLabels, isFieldEnabled, type ImportFieldDescriptor } from './importFields';
import type { JobWizardLookups } from './stepProps';

interface Props {
  field: ImportFieldDescriptor;
  settings: FileImportSettings;
  lookups: JobWizardLookups;
  error?: string;
  onChange(patch: Partial<FileImportSettings>): void;
}

// An option whose value is '' stands for "no value": the filter's default or detection.
function choicesOf(field: ImportFieldDescriptor, lookups: JobWizardLookups): SelectProps.Option[] {
  switch (field.kind) {
    case 'encoding':
      return field.key === 'zipCharset'
        ? lookups.encodings.slice(1).map((value) => ({ value }))
        : lookups.encodings.map((value, index) => ({
            value: index === 0 ? '' : value,
            label: value,
          }));
    case 'fileFormat':
      return [
        { value: '', label: 'Detect from the file name' },
        ...lookups.fileFormats.map((format) => ({ value: format.value, label: format.title })),
      ];
    case 'segmentationRule':
      return [
        { value: '', label: 'Default' },
        ...lookups.segRules.map((rule) => ({
          value: String(rule.id),
          label: rule.name,
          description: rule.locale,
        })),
      ];
    default:
      return (field.choices ?? []).map((value) => ({ value, label: choiceLabels[value] ?? value }));
  }
}

function selectedValue(field: ImportFieldDescriptor, value: unknown): Partial<FileImportSettings> {
  if (field.kind === 'segmentationRule')
    return { [field.key]: value === '' ? null : Number(value) };
  return { [field.key]: value === '' ? undefined : value };
}

/** One file import setting, drawn from its descriptor. */
export function ImportField({ field, settings, lookups, error, onChange }: Props) {
  const disabled = !isFieldEnabled(field, settings);
  const value = settings[field.key];
  if (field.kind === 'summaryOnly') return null;
  if (field.kind === 'checkbox')
    return (
      <Checkbox
        checked={value === true}
        disabled={disabled}
        onChange={({ detail }) => onChange({ [field.key]: detail.checked })}
      >
        {field.label}
      </Checkbox>
    );
  if (field.kind === 'number')
    return (
      <FormField label={field.label} errorText={error}>
        <Input
          type="number"
          value={String(value ?? '')}
          disabled={disabled}
          onChange={({ detail }) => onChange({ [field.key]: Number(detail.value) })}
        />
      </FormField>
    );
  if (['encoding', 'fileFormat', 'segmentationRule', 'choice'].includes(field.kind)) {
    const options = choicesOf(field, lookups);
    return (
      <FormField label={field.label} errorText={error}>
        <Select
          selectedOption={options.find((option) => option.value === String(value ?? '')) ?? null}
          options={options}
          disabled={disabled}
          filteringType={options.length > 10 ? 'auto' : 'none'}
          onChange={({ detail }) =>
            onChange(selectedValue(field, detail.selectedOption.value ?? ''))
          }
        />
      </FormField>
    );
  }
  return (
    <FormField label={field.label} description={field.hint} errorText={error}>
      <Input
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        onChange={({ detail }) => onChange({ [field.key]: detail.value })}
      />
    </FormField>
  );
}
