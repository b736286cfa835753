import Input from '@cloudscape-design/components/input';
import { useState } from 'react';

interface Props {
  /** The file name filter in the list's address ('' when none). */
  inAddress: string;
  placeholder: string;
  ariaLabel: string;
  /** Sets the filter; null removes it. */
  onSet(fileName: string | null): void;
}

/** A job list's file name search: applied on Enter or leaving the field, removed when emptied. */
export function FileNameFilter({ inAddress, placeholder, ariaLabel, onSet }: Props) {
  const [fileName, setFileName] = useState(inAddress);
  const [shownFor, setShownFor] = useState(inAddress);
  // A new address (a link, Clear filters) replaces what was typed.
  if (shownFor !== inAddress) {
    setShownFor(inAddress);
    setFileName(inAddress);
  }
  return (
    <Input
      type="search"
      value={fileName}
      placeholder={placeholder}
      ariaLabel={ariaLabel}
      onChange={({ detail }) => {
        setFileName(detail.value);
        if (detail.value === '') onSet(null);
      }}
      onKeyDown={({ detail }) => {
        if (detail.key === 'Enter') onSet(fileName.trim());
      }}
      onBlur={() => {
        if (fileName.trim() !== inAddress) onSet(fileName.trim());
      }}
    />
  );
}

/** The "any" choice that leads a filter's options. */
export const anyOption = (label: string) => ({ value: '', label });

/** The option of this value, or the first (the "any" choice) when none matches. */
export const chosenOption = <Option extends { value: string }>(options: Option[], value: string) =>
  options.find((option) => option.value === value) ?? options[0] ?? null;
