import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Language } from '@tessera/contracts';
import {
  linguistDueInChoices,
  withLinguistFilter,
  type LinguistFilterKey,
} from './linguistJobQuery';
import { anyOption, chosenOption, FileNameFilter } from '../../components/FileNameFilter';

interface Props {
  search: URLSearchParams;
  /** The organization's active languages: the Target language choices. */
  languages: readonly Language[];
  onChange(next: URLSearchParams): void;
}

/** File, Target language and Due in, kept in the address so that a filtered list can be linked. */
export function LinguistJobFilters({ search, languages, onChange }: Props) {
  const set = (key: LinguistFilterKey, value: string | null) =>
    onChange(withLinguistFilter(search, key, value));
  const languageOptions = [
    anyOption('Any target language'),
    ...languages.map((language) => ({ value: language.code, label: language.name })),
  ];
  const dueOptions = [anyOption('Any due date'), ...linguistDueInChoices];

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <FileNameFilter
        inAddress={search.get('fileName') ?? ''}
        placeholder="Find by file"
        ariaLabel="File"
        onSet={(value) => set('fileName', value)}
      />
      <Select
        ariaLabel="Target language"
        filteringType="auto"
        selectedOption={chosenOption(languageOptions, search.get('targetLocale') ?? '')}
        options={languageOptions}
        onChange={({ detail }) => set('targetLocale', detail.selectedOption.value ?? null)}
      />
      <Select
        ariaLabel="Due in"
        selectedOption={chosenOption(dueOptions, search.get('dueInHours') ?? '')}
        options={dueOptions}
        onChange={({ detail }) => set('dueInHours', detail.selectedOption.value ?? null)}
      />
    </SpaceBetween>
  );
}
