import Multiselect from '@cloudscape-design/components/multiselect';
import { useState } from 'react';
import { chosenValues, visibleGroups, type PickGroup } from './multiselectGroups';

interface Props {
  groups: readonly PickGroup[];
  selectedValues: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  onChange(values: string[]): void;
}

/** A multi-select over option groups with the filtering and Select all of spec 001 section 5. */
export function GroupedMultiselect(props: Props) {
  const { groups, selectedValues, placeholder, disabled, onChange } = props;
  const [filteringText, setFilteringText] = useState('');
  const selected = new Set(selectedValues);
  const allOptions = groups.flatMap((group) => group.options);
  return (
    <Multiselect
      selectedOptions={allOptions.filter((option) => selected.has(option.value))}
      options={visibleGroups(groups, selected, filteringText)}
      filteringType="manual"
      onLoadItems={({ detail }) => setFilteringText(detail.filteringText)}
      placeholder={placeholder}
      disabled={disabled}
      deselectAriaLabel={(option) => `Remove ${option.label ?? ''}`}
      onChange={({ detail }) =>
        onChange(
          chosenValues(
            groups,
            detail.selectedOptions.flatMap((option) => (option.value ? [option.value] : [])),
            filteringText,
          ),
        )
      }
    />
  );
}
