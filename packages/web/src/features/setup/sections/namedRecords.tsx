import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { NamedRecordInput } from '@tessera/contracts';
import { parseDraft, type CollectionConfig, type RecordFormProps } from '../collection/types';

export type NamedCollection =
  'clients' | 'businessUnits' | 'costCenters' | 'subjects' | 'mediaTypes';
interface NamedDraft {
  name: string;
}

function NamedRecordForm({ draft, onChange, errors }: RecordFormProps<NamedDraft>) {
  return (
    <FormField label="Name" errorText={errors.name}>
      <Input
        value={draft.name}
        onChange={({ detail }) => onChange({ name: detail.value })}
        autoFocus
      />
    </FormField>
  );
}

/** The five collections that are only a name share one configuration. */
export function namedRecords(
  collection: NamedCollection,
  title: string,
  noun: string,
): CollectionConfig<NamedCollection, NamedDraft> {
  return {
    collection,
    title,
    noun,
    columns: [{ id: 'name', header: 'Name', cell: (record) => record.name, sortingField: 'name' }],
    nameOf: (record) => record.name,
    emptyDraft: () => ({ name: '' }),
    draftOf: (record) => ({ name: record.name }),
    toCreate: (draft) => parseDraft(NamedRecordInput, draft),
    toUpdate: (draft) => parseDraft(NamedRecordInput, draft),
    Form: NamedRecordForm,
    deletable: true,
  };
}

export const clients = namedRecords('clients', 'Clients', 'client');
export const businessUnits = namedRecords('businessUnits', 'Business units', 'business unit');
export const costCenters = namedRecords('costCenters', 'Cost centers', 'cost center');
export const subjects = namedRecords('subjects', 'Subjects', 'subject');
export const mediaTypes = namedRecords('mediaTypes', 'Media types', 'media type');
