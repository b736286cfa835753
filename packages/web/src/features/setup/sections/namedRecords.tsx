import { NamedRecordInput } from '@tessera/contracts';
import { NameField, nameColumn, namedCollection } from '../collection/namedCollection';
import type { CollectionConfig, RecordFormProps } from '../collection/types';

export type NamedCollection =
  'clients' | 'businessUnits' | 'costCenters' | 'subjects' | 'mediaTypes';
interface NamedDraft {
  name: string;
}

function NamedRecordForm({ draft, onChange, errors }: RecordFormProps<NamedDraft>) {
  return <NameField draft={draft} onChange={onChange} errors={errors} autoFocus />;
}

/** The five collections that are only a name share one configuration. */
export function namedRecords(
  collection: NamedCollection,
  title: string,
  noun: string,
): CollectionConfig<NamedCollection, NamedDraft> {
  return namedCollection({
    collection,
    title,
    noun,
    columns: [nameColumn()],
    emptyDraft: () => ({ name: '' }),
    draftOf: (record) => ({ name: record.name }),
    input: NamedRecordInput,
    Form: NamedRecordForm,
  });
}

export const clients = namedRecords('clients', 'Clients', 'client');
export const businessUnits = namedRecords('businessUnits', 'Business units', 'business unit');
export const costCenters = namedRecords('costCenters', 'Cost centers', 'cost center');
export const subjects = namedRecords('subjects', 'Subjects', 'subject');
export const mediaTypes = namedRecords('mediaTypes', 'Media types', 'media type');
