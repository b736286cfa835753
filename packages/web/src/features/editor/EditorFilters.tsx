import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SegmentFilter, SegmentSearch } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { FindReplaceModal } from './FindReplaceModal';
import { useScoringErrorsQuery } from '../../api/scoringErrors';
import { filterLabels, filterNames, filterOptionsFor } from './segmentSearch';

// Typing settles this long before the grid reloads.
const TYPING_PAUSE_MS = 400;

interface Props {
  jobPart: number;
  search: SegmentSearch;
  onSearch(search: SegmentSearch): void;
  /** False when the part is read-only for the viewer: no find and replace. */
  editable: boolean;
  onReplaced(changed: number): void;
}

/** The toolbar above the grid: status filter, source and target search, find and replace. */
export function EditorFilters({ jobPart, search, onSearch, editable, onReplaced }: Props) {
  const [texts, setTexts] = useState({ source: search.source, target: search.target });
  const [replacing, setReplacing] = useState(false);
  const sampled = useScoringErrorsQuery(jobPart).data?.sampledSegmentIds != null;
  useEffect(() => {
    if (texts.source === search.source && texts.target === search.target) return;
    const timer = setTimeout(() => onSearch({ ...search, ...texts }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [texts, search, onSearch]);
  // A flag or the status applies at once, with the texts as typed so far.
  const change = (next: Partial<SegmentSearch>) => onSearch({ ...search, ...texts, ...next });

  return (
    <section aria-label={filterLabels.region}>
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField label={filterLabels.status}>
          <Select
            selectedOption={{ value: search.filter, label: filterNames[search.filter] }}
            options={filterOptionsFor(sampled || search.filter === 'SAMPLED')}
            onChange={({ detail }) =>
              change({ filter: detail.selectedOption.value as SegmentFilter })
            }
          />
        </FormField>
        <FormField label={filterLabels.source}>
          <Input
            type="search"
            value={texts.source}
            onChange={({ detail }) => setTexts({ ...texts, source: detail.value })}
          />
        </FormField>
        <FormField label={filterLabels.target}>
          <Input
            type="search"
            value={texts.target}
            onChange={({ detail }) => setTexts({ ...texts, target: detail.value })}
          />
        </FormField>
        <Checkbox
          checked={search.regex}
          onChange={({ detail }) => change({ regex: detail.checked })}
        >
          {filterLabels.regex}
        </Checkbox>
        <Checkbox
          checked={search.matchCase}
          onChange={({ detail }) => change({ matchCase: detail.checked })}
        >
          {filterLabels.matchCase}
        </Checkbox>
        <Button disabled={!editable} onClick={() => setReplacing(true)}>
          {filterLabels.findReplace}
        </Button>
      </SpaceBetween>
      {replacing && (
        <FindReplaceModal
          jobPart={jobPart}
          within={{ ...search, ...texts }}
          onClose={() => setReplacing(false)}
          onReplaced={onReplaced}
        />
      )}
    </section>
  );
}
