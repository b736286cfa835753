import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';

interface Pickable {
  id: number;
  name: string;
  isPublic: boolean;
}

interface Props<Item extends Pickable> {
  items: Item[];
  selectedIds: number[];
  onChange: (selected: Item[]) => void;
  columns: TableProps.ColumnDefinition<Item>[];
  loading: boolean;
  empty: string;
}

/**
 * The select step's candidates: the organization's and, apart, other organizations' public ones
 * (spec 000 section 6).
 */
export function PickTables<Item extends Pickable>({
  items,
  selectedIds,
  onChange,
  columns,
  loading,
  empty,
}: Props<Item>) {
  const table = (title: string, shown: Item[], others: Item[]) => (
    <Table
      variant="embedded"
      header={<Header variant="h3">{title}</Header>}
      items={shown}
      columnDefinitions={columns}
      trackBy={(item) => String(item.id)}
      selectionType="multi"
      ariaLabels={{
        selectionGroupLabel: title,
        allItemsSelectionLabel: () => `Select all of ${title}`,
        itemSelectionLabel: (_selection, item) => `Select ${item.name}`,
      }}
      selectedItems={shown.filter((item) => selectedIds.includes(item.id))}
      onSelectionChange={({ detail }) =>
        onChange([
          ...others.filter((item) => selectedIds.includes(item.id)),
          ...detail.selectedItems,
        ])
      }
      loading={loading}
      loadingText="Loading"
      empty={<Box textAlign="center">{empty}</Box>}
    />
  );
  const own = items.filter((item) => !item.isPublic);
  const shared = items.filter((item) => item.isPublic);
  return (
    <SpaceBetween size="m">
      {table('Organization', own, shared)}
      {shared.length > 0 && table('Public', shared, own)}
    </SpaceBetween>
  );
}
