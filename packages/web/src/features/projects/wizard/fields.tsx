import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { Project } from '@tessera/contracts';
import type { FieldErrors } from '../../../components/fieldErrors';
import type { ProjectForm, WizardMode } from './projectForm';
import type { WizardLookups } from './useWizardLookups';

export interface StepProps {
  form: ProjectForm;
  onChange(patch: Partial<ProjectForm>): void;
  errors: FieldErrors;
  mode: WizardMode;
  /** The project being edited. */
  project?: Project;
  lookups: WizardLookups;
}

interface RecordSelectProps {
  label: string;
  records: ReadonlyArray<{ id: number; name: string }>;
  value: number | null;
  onChange(value: number | null): void;
  noneLabel?: string;
  disabled?: boolean;
}

/** A picker of one record by id, with a None option that clears it. */
export function RecordSelectField({
  label,
  records,
  value,
  onChange,
  noneLabel = 'None',
  disabled,
}: RecordSelectProps) {
  const options = [
    { value: '', label: noneLabel },
    ...records.map((record) => ({ value: String(record.id), label: record.name })),
  ];
  return (
    <FormField label={label}>
      <Select
        selectedOption={options.find((option) => option.value === String(value ?? '')) ?? null}
        options={options}
        disabled={disabled}
        filteringType={records.length > 10 ? 'auto' : 'none'}
        onChange={({ detail }) =>
          onChange(detail.selectedOption.value ? Number(detail.selectedOption.value) : null)
        }
      />
    </FormField>
  );
}

interface SettingsCheckboxesProps<Settings> {
  settings: Settings;
  keys: ReadonlyArray<keyof Settings & string>;
  labels: Partial<Record<keyof Settings, string>>;
  locks?: Partial<Record<string, boolean>>;
  onChange(patch: Partial<Settings>): void;
}

/** One checkbox per boolean setting, disabled where a dependent rule says so. */
export function SettingsCheckboxes<Settings extends object>({
  settings,
  keys,
  labels,
  locks = {},
  onChange,
}: SettingsCheckboxesProps<Settings>) {
  return keys.map((key) => (
    <Checkbox
      key={key}
      checked={settings[key] === true}
      disabled={locks[key] === true}
      onChange={({ detail }) => onChange({ [key]: detail.checked } as Partial<Settings>)}
    >
      {labels[key] ?? key}
    </Checkbox>
  ));
}

interface EnumSelectProps {
  label: string;
  value: string;
  values: readonly string[];
  labels: Record<string, string>;
  disabled?: boolean;
  onChange(value: string): void;
}

/** A picker of one value of a settings enum. */
export function EnumSelectField({
  label,
  value,
  values,
  labels,
  disabled,
  onChange,
}: EnumSelectProps) {
  const options = values.map((option) => ({ value: option, label: labels[option] ?? option }));
  return (
    <FormField label={label}>
      <Select
        selectedOption={options.find((option) => option.value === value) ?? null}
        options={options}
        disabled={disabled}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? value)}
      />
    </FormField>
  );
}

/** A number input's value: NaN (an unreadable entry) shows as empty. */
export const numberText = (value: number) => (Number.isNaN(value) ? '' : String(value));
export const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
