import Select from '@cloudscape-design/components/select';
import type { NamedRecord } from '@tessera/contracts';

const none = { value: '', label: 'None' };

/** An optional client or subject: None, or one of the organization's records. */
export function RecordSelect({
  records,
  loading,
  recordId,
  onChange,
}: {
  records: readonly NamedRecord[] | undefined;
  loading: boolean;
  recordId: number | null;
  onChange(recordId: number | null): void;
}) {
  const options = [
    none,
    ...(records ?? []).map((record) => ({ value: String(record.id), label: record.name })),
  ];
  return (
    <Select
      selectedOption={options.find((option) => option.value === String(recordId ?? '')) ?? none}
      options={options}
      filteringType="auto"
      statusType={loading ? 'loading' : 'finished'}
      onChange={({ detail }) => {
        const value = detail.selectedOption.value;
        onChange(value ? Number(value) : null);
      }}
    />
  );
}
