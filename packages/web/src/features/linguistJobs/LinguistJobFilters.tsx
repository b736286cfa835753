import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Language } from '@tessera/contracts';
import { useState } from 'react';
import {
  linguistDueInChoices,
  withLinguistFilter,
  type LinguistFilterKey,
} from './linguistJobQuery';

interface Props {
  search: URLSearchParams;
  /** The organization's active languages: the Target language choices. */
  languages: readonly Language[];
  onChange(next: URLSearchParams): void;
}

const any = (label: string) => ({ value: '', label });

/** File, Target language and Due in, kept in the address so that a filtered list can be linked. */
export function LinguistJobFilters({ search, languages, onChange }: Props) {
  const fileNameInAddress = search.get('fileName') ?? '';
  const [fileName, setFileName] = useState(fileNameInAddress);
  const [shownFor, setShownFor] = useState(fileNameInAddress);
  // A new address (a link, Clear filters) replaces what was typed.
  if (shownFor !== fileNameInAddress) {
    setShownFor(fileNameInAddress);
    setFileName(fileNameInAddress);
  }
  const set = (key: LinguistFilterKey, value: string | null) =>
    onChange(withLinguistFilter(search, key, value));
  const languageOptions = [
    any('Any target language'),
    ...languages.map((language) => ({ value: language.code, label: language.name })),
  ];
  const dueOptions = [any('Any due date'), ...linguistDueInChoices];
  const chosen = (options: Array<{ value: string; label: string }>, value: string) =>
    options.find((option) => option.value === value) ?? options[0] ?? null;

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Input
        type="search"
        value={fileName}
        placeholder="Find by file"
        ariaLabel="File"
        onChange={({ detail }) => {
          setFileName(detail.value);
          if (detail.value === '') set('fileName', null);
        }}
        onKeyDown={({ detail }) => {
          if (detail.key === 'Enter') set('fileName', fileName.trim());
        }}
        onBlur={() => {
          if (fileName.trim() !== fileNameInAddress) set('fileName', fileName.trim());
        }}
      />
      <Select
        ariaLabel="Target language"
        filteringType="auto"
        selectedOption={chosen(languageOptions, search.get('targetLocale') ?? '')}
        options={languageOptions}
        onChange={({ detail }) => set('targetLocale', detail.selectedOption.value ?? null)}
      />
      <Select
        ariaLabel="Due in"
        selectedOption={chosen(dueOptions, search.get('dueInHours') ?? '')}
        options={dueOptions}
        onChange={({ detail }) => set('dueInHours', detail.selectedOption.value ?? null)}
      />
    </SpaceBetween>
  );
}
