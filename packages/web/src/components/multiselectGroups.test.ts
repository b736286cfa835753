import { describe, expect, test } from 'vitest';
import { chosenValues, visibleGroups, type PickGroup } from './multiselectGroups';

const people = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    value: String(index + 1),
    label: `Person ${index + 1}`,
    tags: [`user${index + 1}`],
  }));
const groups: PickGroup[] = [
  {
    label: 'Recent',
    options: [{ value: '100', label: 'Ann Lee', description: 'ann@example.com' }],
  },
  { label: 'Other', options: people(13) },
];

describe('grouped multi-select', () => {
  test('shows at most 10 unselected options per group and names the hidden ones', () => {
    const shown = visibleGroups(groups, new Set(['13']), '');
    expect(shown.map((group) => group.options.map((option) => option.label))).toEqual([
      ['Ann Lee'],
      [
        'Select all, including 2 not shown',
        ...people(10).map((person) => person.label),
        'Person 13',
      ],
    ]);
  });

  test('matches every word of the filter on label, tag or description', () => {
    expect(visibleGroups(groups, new Set(), 'ann example')[0]?.options.map((o) => o.value)).toEqual(
      ['100'],
    );
    expect(visibleGroups(groups, new Set(), 'person user12').flatMap((g) => g.options)).toEqual([
      { value: '12', label: 'Person 12', tags: ['user12'] },
    ]);
    expect(visibleGroups(groups, new Set(), 'ann person')).toEqual([]);
  });

  test('turns Select all into every matching option of its group', () => {
    expect(chosenValues(groups, ['100', 'select-all:Other'], 'person 1')).toEqual([
      '100',
      '1',
      '10',
      '11',
      '12',
      '13',
    ]);
  });
});
