import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  defaultPermissions,
  permissions,
  roles,
  UserCreateInput,
  UserUpdateInput,
  type Permission,
  type Role,
} from '@tessera/contracts';
import { useLookupListQuery } from '../../../api/lookupLists';
import { roleLabels } from '../../../components/roles';
import { ChoiceSelect } from '../collection/namedCollection';
import { parseDraft, type CollectionConfig, type RecordFormProps } from '../collection/types';
import { UserActions } from './UserActions';

interface UserDraft {
  userName: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  timezone: string;
  permissions: Permission[];
  disableProjectSharing: boolean;
  defaultMachineTranslateSettingsId: number | null;
}

const permissionOptions = permissions.map((permission) => ({
  value: permission,
  label: permission,
}));
const noTimezone = { value: '', label: 'None (dates in UTC)' };
const timezoneOptions = [
  noTimezone,
  ...Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })),
];

const organizationEngine = { value: '', label: "None (the organization's default)" };

// New projects of the user start with this engine (spec 000 section 3).
function DefaultEngineField({ draft, onChange, errors }: RecordFormProps<UserDraft>) {
  const engines = useLookupListQuery('machineTranslateSettings');
  const options = [
    organizationEngine,
    ...(engines.data ?? []).map((engine) => ({ value: String(engine.id), label: engine.name })),
  ];
  return (
    <FormField
      label="Default machine translation"
      description="New projects of this user start with it."
      errorText={errors.defaultMachineTranslateSettingsId}
    >
      <Select
        selectedOption={
          options.find(
            (option) => option.value === String(draft.defaultMachineTranslateSettingsId ?? ''),
          ) ?? organizationEngine
        }
        options={options}
        statusType={engines.isPending ? 'loading' : 'finished'}
        onChange={({ detail }) =>
          onChange({
            ...draft,
            defaultMachineTranslateSettingsId: Number(detail.selectedOption.value) || null,
          })
        }
      />
    </FormField>
  );
}

function UserForm(props: RecordFormProps<UserDraft>) {
  const { draft, onChange, errors, mode } = props;
  const text = (
    field: 'userName' | 'password' | 'firstName' | 'lastName' | 'email',
    type?: 'password' | 'email',
  ) => (
    <Input
      type={type}
      value={draft[field]}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      onChange={({ detail }) => onChange({ ...draft, [field]: detail.value })}
    />
  );
  return (
    <SpaceBetween size="m">
      {mode === 'create' && (
        <FormField label="User name" errorText={errors.userName}>
          {text('userName')}
        </FormField>
      )}
      {mode === 'create' && (
        <FormField label="Password" errorText={errors.password}>
          {text('password', 'password')}
        </FormField>
      )}
      <FormField label="First name" errorText={errors.firstName}>
        {text('firstName')}
      </FormField>
      <FormField label="Last name" errorText={errors.lastName}>
        {text('lastName')}
      </FormField>
      <FormField label="Email" errorText={errors.email}>
        {text('email', 'email')}
      </FormField>
      <FormField label="Role" errorText={errors.role}>
        <ChoiceSelect
          value={draft.role}
          values={roles}
          labels={roleLabels}
          onChange={(role) => onChange({ ...draft, role, permissions: defaultPermissions(role) })}
        />
      </FormField>
      <FormField
        label="Timezone"
        description="Dates show in this timezone."
        errorText={errors.timezone}
      >
        <Select
          selectedOption={
            timezoneOptions.find((option) => option.value === draft.timezone) ?? noTimezone
          }
          options={timezoneOptions}
          filteringType="auto"
          virtualScroll
          onChange={({ detail }) =>
            onChange({ ...draft, timezone: detail.selectedOption.value ?? '' })
          }
        />
      </FormField>
      <DefaultEngineField {...props} />
      <FormField label="Permissions" errorText={errors.permissions}>
        <Multiselect
          selectedOptions={permissionOptions.filter((option) =>
            draft.permissions.includes(option.value),
          )}
          options={permissionOptions}
          placeholder="No permissions"
          onChange={({ detail }) =>
            onChange({
              ...draft,
              permissions: permissions.filter((permission) =>
                detail.selectedOptions.some((option) => option.value === permission),
              ),
            })
          }
        />
      </FormField>
      <Checkbox
        checked={draft.disableProjectSharing}
        onChange={({ detail }) => onChange({ ...draft, disableProjectSharing: detail.checked })}
      >
        Disable project sharing
      </Checkbox>
    </SpaceBetween>
  );
}

export const users: CollectionConfig<'users', UserDraft> = {
  collection: 'users',
  title: 'Users',
  noun: 'user',
  columns: [
    {
      id: 'userName',
      header: 'User name',
      cell: (user) => user.userName,
      sortingField: 'userName',
    },
    { id: 'name', header: 'Name', cell: (user) => user.name, sortingField: 'name' },
    { id: 'email', header: 'Email', cell: (user) => user.email || '-' },
    { id: 'role', header: 'Role', cell: (user) => roleLabels[user.role] },
    { id: 'timezone', header: 'Timezone', cell: (user) => user.timezone ?? '-' },
    {
      id: 'active',
      header: 'Status',
      cell: (user) => (
        <StatusIndicator type={user.active ? 'success' : 'stopped'}>
          {user.active ? 'Active' : 'Disabled'}
        </StatusIndicator>
      ),
    },
  ],
  nameOf: (user) => user.userName,
  emptyDraft: () => ({
    userName: '',
    password: '',
    firstName: '',
    lastName: '',
    email: '',
    role: 'LINGUIST',
    timezone: '',
    permissions: defaultPermissions('LINGUIST'),
    disableProjectSharing: false,
    defaultMachineTranslateSettingsId: null,
  }),
  draftOf: (user) => ({
    userName: user.userName,
    password: '',
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    timezone: user.timezone ?? '',
    permissions: user.permissions,
    disableProjectSharing: user.disableProjectSharing,
    defaultMachineTranslateSettingsId: user.defaultMachineTranslateSettingsId,
  }),
  toCreate: (draft) => parseDraft(UserCreateInput, { ...draft, timezone: draft.timezone || null }),
  toUpdate: ({ userName: _userName, password: _password, timezone, ...draft }) =>
    parseDraft(UserUpdateInput, { ...draft, timezone: timezone || null }),
  Form: UserForm,
  deletable: false,
  extraActions: (selected) => <UserActions user={selected} />,
};
