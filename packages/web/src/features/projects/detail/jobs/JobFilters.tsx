import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { jobStatuses, jobStatusLabels, languageNames, type JobPart } from '@tessera/contracts';
import { dueInChoices, withJobFilter, type JobFilterKey } from './jobListQuery';

interface Props {
  search: URLSearchParams;
  targetLocales: readonly string[];
  jobs: readonly JobPart[];
  onChange(next: URLSearchParams): void;
}

const any = (label: string) => ({ value: '', label });

/** The job list's filters, kept in the address so that a filtered list can be linked. */
export function JobFilters({ search, targetLocales, jobs, onChange }: Props) {
  const fileNameInAddress = search.get('fileName') ?? '';
  const [fileName, setFileName] = useState(fileNameInAddress);
  const [shownFor, setShownFor] = useState(fileNameInAddress);
  // A new address (a link, Clear filters) replaces what was typed.
  if (shownFor !== fileNameInAddress) {
    setShownFor(fileNameInAddress);
    setFileName(fileNameInAddress);
  }
  const set = (key: JobFilterKey, values: readonly string[] | string | null) =>
    onChange(withJobFilter(search, key, values));

  const localeOptions = [
    any('Any target locale'),
    ...targetLocales.map((code) => ({ value: code, label: languageNames.get(code) ?? code })),
  ];
  const statusOptions = jobStatuses.map((status) => ({
    value: status,
    label: jobStatusLabels[status],
  }));
  const assignedTo = search.get('assignedTo') ?? '';
  // Assignees come from the listed jobs: the project's assignable users are not served yet.
  const assignees = new Map<string, string>();
  for (const job of jobs)
    for (const assignee of job.assignees)
      if (assignee.type === 'USER') assignees.set(String(assignee.id), assignee.name);
  if (assignedTo && !assignees.has(assignedTo)) assignees.set(assignedTo, `User ${assignedTo}`);
  const assigneeOptions = [
    any('Anyone'),
    ...[...assignees].map(([value, label]) => ({ value, label })),
  ];
  const dueOptions = [any('Any due date'), ...dueInChoices];
  const chosen = <Option extends { value: string }>(options: Option[], value: string) =>
    options.find((option) => option.value === value) ?? options[0] ?? null;

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Input
        type="search"
        value={fileName}
        placeholder="Find by file name"
        ariaLabel="File name"
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
        ariaLabel="Target locale"
        selectedOption={chosen(localeOptions, search.get('targetLocale') ?? '')}
        options={localeOptions}
        onChange={({ detail }) => set('targetLocale', detail.selectedOption.value ?? null)}
      />
      <Multiselect
        ariaLabel="Status"
        placeholder="Any status"
        selectedOptions={statusOptions.filter((option) =>
          search.getAll('status').includes(option.value),
        )}
        options={statusOptions}
        onChange={({ detail }) =>
          set(
            'status',
            detail.selectedOptions.flatMap((option) => (option.value ? [option.value] : [])),
          )
        }
      />
      <Select
        ariaLabel="Assigned to"
        selectedOption={chosen(assigneeOptions, assignedTo)}
        options={assigneeOptions}
        onChange={({ detail }) => set('assignedTo', detail.selectedOption.value ?? null)}
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
