import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { VendorInput } from '@tessera/contracts';
import { useSetupRecordsQuery } from '../../../api/setupRecords';
import { NameField, nameColumn, namedCollection } from '../collection/namedCollection';
import type { RecordFormProps } from '../collection/types';

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
      <NameField draft={draft} onChange={onChange} errors={errors} />
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

export const vendors = namedCollection<'vendors', VendorDraft>({
  collection: 'vendors',
  title: 'Vendors',
  noun: 'vendor',
  columns: [nameColumn()],
  emptyDraft: () => ({ name: '', buyerUserId: null }),
  draftOf: (vendor) => ({ name: vendor.name, buyerUserId: vendor.buyerUserId }),
  input: VendorInput,
  Form: VendorForm,
});
