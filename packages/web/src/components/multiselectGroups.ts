import { format, jobCreateMessages } from '@tessera/contracts';

// A multi-select shows at most this many unselected options per group (spec 001 section 9).
export const UNSELECTED_PER_GROUP = 10;
const SELECT_ALL_PREFIX = 'select-all:';

export interface PickOption {
  value: string;
  label: string;
  description?: string;
  tags?: string[];
  disabled?: boolean;
}

export interface PickGroup {
  label: string;
  options: PickOption[];
}

/** Every word of the filter must appear in the label, a tag or the description (spec 001 section 5). */
export function matchesFilter(option: PickOption, filteringText: string): boolean {
  const haystack = [option.label, option.description ?? '', ...(option.tags ?? [])]
    .join(' ')
    .toLowerCase();
  return filteringText
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The groups as the dropdown shows them: matching options, the selected ones always and at most
 * 10 unselected; a group of more than one choosable option starts with a Select all entry.
 */
export function visibleGroups(
  groups: readonly PickGroup[],
  selected: ReadonlySet<string>,
  filteringText: string,
): PickGroup[] {
  return groups.flatMap((group) => {
    const matching = group.options.filter((option) => matchesFilter(option, filteringText));
    const unselected = matching.filter((option) => !selected.has(option.value));
    const shownUnselected = new Set(unselected.slice(0, UNSELECTED_PER_GROUP));
    const shown = matching.filter(
      (option) => selected.has(option.value) || shownUnselected.has(option),
    );
    if (shown.length === 0) return [];
    const hidden = unselected.length - shownUnselected.size;
    const choosable = matching.filter((option) => !option.disabled);
    const selectAll: PickOption[] =
      choosable.length > 1
        ? [
            {
              value: `${SELECT_ALL_PREFIX}${group.label}`,
              label:
                hidden > 0
                  ? format(jobCreateMessages.selectAllIncludingHidden, { count: hidden })
                  : jobCreateMessages.selectAll,
            },
          ]
        : [];
    return [{ label: group.label, options: [...selectAll, ...shown] }];
  });
}

/** The values chosen after a change: a Select all entry stands for its group's matching options. */
export function chosenValues(
  groups: readonly PickGroup[],
  pickedValues: readonly string[],
  filteringText: string,
): string[] {
  const values = new Set<string>();
  for (const value of pickedValues) {
    if (!value.startsWith(SELECT_ALL_PREFIX)) {
      values.add(value);
      continue;
    }
    const group = groups.find(
      (candidate) => candidate.label === value.slice(SELECT_ALL_PREFIX.length),
    );
    for (const option of group?.options ?? [])
      if (!option.disabled && matchesFilter(option, filteringText)) values.add(option.value);
  }
  return [...values];
}
