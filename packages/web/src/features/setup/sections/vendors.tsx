import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { VendorInput } from '@tessera/contracts';
import { useSetupRecordsQuery } from '../../../api/setupRecords';
import { parseDraft, type CollectionConfig, type RecordFormProps } from '../collection/types';

interface VendorDraft {
  name: string;
  buyerUserId: number | null;
}

const noBuyer = { value: '', label: 'No buyer' };

function VendorForm({ draft, onChange, errors }: RecordFormProps<VendorDraft>) {
  const users = useSetupRecordsQuery('users');
  const options = [
    noBuyer,
    ...(users.data ?? []).map((user) => ({
      value: String(user.id),
      label: user.name || user.userName,
    })),
  ];
  return (
    <SpaceBetween size="m">
      <FormField label="Name" errorText={errors.name}>
        <Input
          value={draft.name}
          onChange={({ detail }) => onChange({ ...draft, name: detail.value })}
        />
      </FormField>
      <FormField
        label="Buyer"
        description="The user who buys work from this vendor."
        errorText={errors.buyerUserId}
      >
        <Select
          selectedOption={
            options.find((option) => option.value === String(draft.buyerUserId ?? '')) ?? noBuyer
          }
          options={options}
          statusType={users.isPending ? 'loading' : 'finished'}
          onChange={({ detail }) => {
            const id = Number(detail.selectedOption.value);
            onChange({ ...draft, buyerUserId: id > 0 ? id : null });
          }}
        />
      </FormField>
    </SpaceBetween>
  );
}

export const vendors: CollectionConfig<'vendors', VendorDraft> = {
  collection: 'vendors',
  title: 'Vendors',
  noun: 'vendor',
  columns: [{ id: 'name', header: 'Name', cell: (vendor) => vendor.name, sortingField: 'name' }],
  nameOf: (vendor) => vendor.name,
  emptyDraft: () => ({ name: '', buyerUserId: null }),
  draftOf: (vendor) => ({ name: vendor.name, buyerUserId: vendor.buyerUserId }),
  toCreate: (draft) => parseDraft(VendorInput, draft),
  toUpdate: (draft) => parseDraft(VendorInput, draft),
  Form: VendorForm,
  deletable: true,
};
