import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { jobStatuses, jobStatusLabels, localeName, type JobPart } from '@tessera/contracts';
import { dueInChoices, withJobFilter, type JobFilterKey } from './jobListQuery';
import { anyOption, chosenOption, FileNameFilter } from '../../../../components/FileNameFilter';

interface Props {
  search: URLSearchParams;
  targetLocales: readonly string[];
  jobs: readonly JobPart[];
  onChange(next: URLSearchParams): void;
}

/** The job list's filters, kept in the address so that a filtered list can be linked. */
export function JobFilters({ search, targetLocales, jobs, onChange }: Props) {
  const set = (key: JobFilterKey, values: readonly string[] | string | null) =>
    onChange(withJobFilter(search, key, values));

  const localeOptions = [
    anyOption('Any target locale'),
    ...targetLocales.map((code) => ({ value: code, label: localeName(code) })),
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
    anyOption('Anyone'),
    ...[...assignees].map(([value, label]) => ({ value, label })),
  ];
  const dueOptions = [anyOption('Any due date'), ...dueInChoices];

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <FileNameFilter
        inAddress={search.get('fileName') ?? ''}
        placeholder="Find by file name"
        ariaLabel="File name"
        onSet={(value) => set('fileName', value)}
      />
      <Select
        ariaLabel="Target locale"
        selectedOption={chosenOption(localeOptions, search.get('targetLocale') ?? '')}
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
        selectedOption={chosenOption(assigneeOptions, assignedTo)}
        options={assigneeOptions}
        onChange={({ detail }) => set('assignedTo', detail.selectedOption.value ?? null)}
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
