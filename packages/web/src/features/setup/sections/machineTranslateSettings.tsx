import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  MachineTranslateSettingsInput,
  mtEngineLabels,
  mtEngines,
  type MachineTranslateSettings,
} from '@tessera/contracts';
import {
  ChoiceSelect,
  isDefaultColumn,
  NameField,
  nameColumn,
  namedCollection,
} from '../collection/namedCollection';
import type { RecordFormProps } from '../collection/types';

type MtEngine = MachineTranslateSettings['type'];
interface MtSettingsDraft {
  name: string;
  type: MtEngine;
  baseUrl: string;
  apiKey: string;
  isDefault: boolean;
  /** Whether a key is stored: an empty key on update keeps it. */
  hasApiKey: boolean;
}

function MtSettingsForm({ draft, onChange, errors }: RecordFormProps<MtSettingsDraft>) {
  return (
    <SpaceBetween size="m">
      <NameField draft={draft} onChange={onChange} errors={errors} />
      <FormField label="Engine" errorText={errors.type}>
        <ChoiceSelect
          value={draft.type}
          values={mtEngines}
          labels={mtEngineLabels}
          onChange={(type) => onChange({ ...draft, type })}
        />
      </FormField>
      <FormField
        label="Endpoint"
        description={
          draft.type === 'MICROSOFT'
            ? "The engine's base URL; empty for its default. A regional resource adds ?region=<its Azure region>."
            : "The engine's base URL; empty for its default."
        }
        errorText={errors.baseUrl}
      >
        <Input
          type="url"
          value={draft.baseUrl}
          onChange={({ detail }) => onChange({ ...draft, baseUrl: detail.value })}
        />
      </FormField>
      <FormField
        label="API key"
        description={draft.hasApiKey ? 'A key is stored. Leave empty to keep it.' : undefined}
        errorText={errors.apiKey}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={draft.apiKey}
          onChange={({ detail }) => onChange({ ...draft, apiKey: detail.value })}
        />
      </FormField>
      <Checkbox
        checked={draft.isDefault}
        onChange={({ detail }) => onChange({ ...draft, isDefault: detail.checked })}
      >
        Default for new projects
      </Checkbox>
    </SpaceBetween>
  );
}

export const machineTranslateSettings = namedCollection<
  'machineTranslateSettings',
  MtSettingsDraft
>({
  collection: 'machineTranslateSettings',
  title: 'Machine translation',
  noun: 'machine translation settings',
  columns: [
    nameColumn(),
    { id: 'type', header: 'Engine', cell: (settings) => mtEngineLabels[settings.type] },
    { id: 'baseUrl', header: 'Endpoint', cell: (settings) => settings.baseUrl || '-' },
    {
      id: 'hasApiKey',
      header: 'API key',
      cell: (settings) => (settings.hasApiKey ? 'Stored' : '-'),
    },
    isDefaultColumn(),
  ],
  emptyDraft: () => ({
    name: '',
    type: 'LIBRETRANSLATE',
    baseUrl: '',
    apiKey: '',
    isDefault: false,
    hasApiKey: false,
  }),
  draftOf: (settings) => ({
    name: settings.name,
    type: settings.type,
    baseUrl: settings.baseUrl,
    apiKey: '',
    isDefault: settings.isDefault,
    hasApiKey: settings.hasApiKey,
  }),
  input: MachineTranslateSettingsInput,
  // The key is write-only: sent only when typed, never shown.
  inputOf: ({ name, type, baseUrl, apiKey, isDefault }) => ({
    name,
    type,
    baseUrl,
    isDefault,
    ...(apiKey ? { apiKey } : {}),
  }),
  Form: MtSettingsForm,
});
