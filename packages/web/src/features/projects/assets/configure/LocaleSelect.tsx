import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';

interface Props {
  locales: string[];
  value: string;
  onChange: (locale: string) => void;
}

/** The target locale the per-locale mode shows. */
export function LocaleSelect({ locales, value, onChange }: Props) {
  return (
    <FormField label="Target locale">
      <Select
        selectedOption={{ value, label: value }}
        options={locales.map((locale) => ({ value: locale, label: locale }))}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? value)}
      />
    </FormField>
  );
}
