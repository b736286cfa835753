import Select from '@cloudscape-design/components/select';
import { languageCatalogue } from '@tessera/contracts';

const options = languageCatalogue.map((language) => ({
  value: language.code,
  label: language.name,
  description: language.code,
}));

/** One locale of the catalogue, searchable by name or code. */
export function LocaleSelect({
  locale,
  onChange,
}: {
  locale: string;
  onChange(locale: string): void;
}) {
  return (
    <Select
      selectedOption={options.find((option) => option.value === locale) ?? null}
      options={options}
      filteringType="auto"
      placeholder="Choose a locale"
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
    />
  );
}
