import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { assetMessages } from '@tessera/contracts';
import type { AssetFilters } from '../../../../api/termBasesByLocales';
import { AssetFilterFields } from './AssetFilterFields';
import { PickTables } from './PickTables';

interface Candidate {
  id: number;
  name: string;
  isPublic: boolean;
}

interface Props<Item extends Candidate, Pick extends { id: number }> {
  sourceLocale: string;
  filters: AssetFilters;
  onFilters: (filters: AssetFilters) => void;
  items: Item[];
  loading: boolean;
  /** The failed load's message, shown instead of the tables. */
  failure: string | null;
  empty: string;
  columns: TableProps.ColumnDefinition<Item>[];
  selected: Pick[];
  onChange: (selected: Pick[]) => void;
  pickOf: (item: Item) => Pick;
}

/** The select step of the dialogs and pages: candidates filtered by name and client. */
export function CandidatePicker<Item extends Candidate, Pick extends { id: number }>({
  sourceLocale,
  filters,
  onFilters,
  items,
  loading,
  failure,
  empty,
  columns,
  selected,
  onChange,
  pickOf,
}: Props<Item, Pick>) {
  if (!sourceLocale) return <Alert type="error">{assetMessages.sourceLocaleNotSpecified}</Alert>;
  const shownIds = items.map((item) => item.id);
  return (
    <SpaceBetween size="m">
      <AssetFilterFields filters={filters} onChange={onFilters} />
      {failure ? (
        <Alert type="error">{failure}</Alert>
      ) : (
        <PickTables
          items={items}
          selectedIds={selected.map((pick) => pick.id)}
          // Picks the filters hide stay picked.
          onChange={(chosen) =>
            onChange([
              ...selected.filter((pick) => !shownIds.includes(pick.id)),
              ...chosen.map(pickOf),
            ])
          }
          loading={loading}
          empty={empty}
          columns={columns}
        />
      )}
    </SpaceBetween>
  );
}
