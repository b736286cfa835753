import FormField from '@cloudscape-design/components/form-field';
import type { JobAssignees, UserOption } from '@tessera/contracts';
import { GroupedMultiselect } from '../../../components/GroupedMultiselect';
import type { PickGroup } from '../../../components/multiselectGroups';

const VENDOR_PREFIX = 'vendor-';

/** The users and vendors one picker has chosen. */
export interface ChosenAssignees {
  userIds: number[];
  vendorIds: number[];
}

/** The picker's option values: a user by id, a vendor by 'vendor-' and id. */
export function assigneeValues({ userIds, vendorIds }: ChosenAssignees): string[] {
  return [...userIds.map(String), ...vendorIds.map((id) => `${VENDOR_PREFIX}${id}`)];
}

export function chosenAssignees(values: readonly string[]): ChosenAssignees {
  const vendorValues = values.filter((value) => value.startsWith(VENDOR_PREFIX));
  return {
    userIds: values.filter((value) => !value.startsWith(VENDOR_PREFIX)).map(Number),
    vendorIds: vendorValues.map((value) => Number(value.slice(VENDOR_PREFIX.length))),
  };
}

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
      options: assignees.vendors.map((vendor) => ({
        value: `${VENDOR_PREFIX}${vendor.id}`,
        label: vendor.name,
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
  value: ChosenAssignees;
  // The edit jobs form's: an open offer disables the picker, a rule's message shows under it.
  disabled?: boolean;
  errorText?: string;
  onChange(chosen: ChosenAssignees): void;
}

export function AssigneesField(props: Props) {
  const { label, assignees, value, disabled, errorText, onChange } = props;
  return (
    <FormField label={label} errorText={errorText}>
      <GroupedMultiselect
        groups={assigneeGroups(assignees)}
        selectedValues={assigneeValues(value)}
        placeholder="Choose users or vendors"
        disabled={disabled}
        onChange={(values) => onChange(chosenAssignees(values))}
      />
    </FormField>
  );
}
