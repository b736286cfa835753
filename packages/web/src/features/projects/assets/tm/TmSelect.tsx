import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { assetMessages, format } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import type { AssetFilters } from '../../../../api/termBasesByLocales';
import { useTransMemoryCandidatesQuery } from '../../../../api/transMemoriesByLocales';
import { AssetFilterFields } from '../configure/AssetFilterFields';
import { PickTables } from '../configure/PickTables';
import { tmPickOf, type TmPick } from './tmCells';

interface Props {
  sourceLocale: string;
  targetLocales: string[];
  selected: TmPick[];
  onChange: (selected: TmPick[]) => void;
}

/** The select step of the translation memory dialogs: candidates from listByLocales. */
export function TmSelect({ sourceLocale, targetLocales, selected, onChange }: Props) {
  const [filters, setFilters] = useState<AssetFilters>({});
  const query = useTransMemoryCandidatesQuery(sourceLocale, targetLocales, filters);
  if (!sourceLocale) return <Alert type="error">{assetMessages.sourceLocaleNotSpecified}</Alert>;
  const candidates = query.data?.relevant ?? [];
  const shownIds = candidates.map((candidate) => candidate.id);
  return (
    <SpaceBetween size="m">
      <AssetFilterFields filters={filters} onChange={setFilters} />
      {query.isError ? (
        <Alert type="error">
          {format(assetMessages.loadTmSelectionFailed, { error: messageOf(query.error) })}
        </Alert>
      ) : (
        <PickTables
          items={candidates}
          selectedIds={selected.map((pick) => pick.id)}
          onChange={(chosen) =>
            onChange([
              ...selected.filter((pick) => !shownIds.includes(pick.id)),
              ...chosen.map(tmPickOf),
            ])
          }
          loading={query.isPending}
          empty={assetMessages.noTmsFound}
          columns={[
            { id: 'name', header: 'Name', cell: (item) => item.name },
            { id: 'client', header: 'Client', cell: (item) => item.client?.name ?? '' },
            { id: 'sourceLang', header: 'Source locale', cell: (item) => item.sourceLang },
            {
              id: 'targetLangs',
              header: 'Target locales',
              cell: (item) => item.targetLangs.join(', '),
            },
            { id: 'reverse', header: 'Reverse', cell: (item) => (item.isReverse ? 'Yes' : 'No') },
            {
              id: 'organization',
              header: 'Organization',
              cell: (item) => item.createdBy.organizationName,
            },
          ]}
        />
      )}
    </SpaceBetween>
  );
}
