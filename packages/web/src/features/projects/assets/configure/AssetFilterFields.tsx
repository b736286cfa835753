import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AssetFilters } from '../../../../api/termBasesByLocales';

/** The name and client filters of the select step. */
export function AssetFilterFields({
  filters,
  onChange,
}: {
  filters: AssetFilters;
  onChange: (filters: AssetFilters) => void;
}) {
  return (
    <SpaceBetween direction="horizontal" size="s">
      <FormField label="Name">
        <Input
          type="search"
          value={filters.name ?? ''}
          onChange={({ detail }) => onChange({ ...filters, name: detail.value })}
        />
      </FormField>
      <FormField label="Client">
        <Input
          type="search"
          value={filters.client ?? ''}
          onChange={({ detail }) => onChange({ ...filters, client: detail.value })}
        />
      </FormField>
    </SpaceBetween>
  );
}
