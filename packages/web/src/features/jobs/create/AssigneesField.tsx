import FormField from '@cloudscape-design/components/form-field';
import { jobCreateMessages, type JobAssignees, type UserOption } from '@tessera/contracts';
import { GroupedMultiselect } from '../../../components/GroupedMultiselect';
import type { PickGroup } from '../../../components/multiselectGroups';

const userOptions = (users: readonly UserOption[]) =>
  users.map((user) => ({
    value: String(user.id),
    label: user.name || user.userName,
    description: user.email,
    tags: [user.userName],
  }));

/** The assignable users grouped recent, vendors, discovered and other (spec 001 section 3). */
export function assigneeGroups(assignees: JobAssignees): PickGroup[] {
  const groups: PickGroup[] = [
    { label: 'Recent', options: userOptions(assignees.recent) },
    {
      label: 'Vendors',
      // The create call assigns users only (JobCreateParams); vendors are shown, not chosen.
      options: assignees.vendors.map((vendor) => ({
        value: `vendor-${vendor.id}`,
        label: vendor.name,
        description: jobCreateMessages.vendorsNotAssignable,
        disabled: true,
      })),
    },
    { label: 'Discovered', options: userOptions(assignees.discovered) },
    { label: 'Other', options: userOptions(assignees.other) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The name of every assignable user by id, for summaries. */
export function userNamesById(assignees: JobAssignees): Map<number, string> {
  const users = [...assignees.recent, ...assignees.discovered, ...assignees.other];
  return new Map(users.map((user) => [user.id, user.name || user.userName]));
}

interface Props {
  label: string;
  assignees: JobAssignees;
  value: readonly number[];
  onChange(ids: number[]): void;
}

export function AssigneesField({ label, assignees, value, onChange }: Props) {
  return (
    <FormField label={label}>
      <GroupedMultiselect
        groups={assigneeGroups(assignees)}
        selectedValues={value.map(String)}
        placeholder="Choose users"
        onChange={(values) => onChange(values.map(Number))}
      />
    </FormField>
  );
}
