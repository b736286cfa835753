import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { assetMessages, format, type TbCandidate } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import {
  useTermBaseCandidatesQueries,
  type AssetFilters,
} from '../../../../api/termBasesByLocales';
import { AssetFilterFields } from '../configure/AssetFilterFields';
import { PickTables } from '../configure/PickTables';
import { tbPickOf, type TbPick } from './tbCells';

interface Props {
  sourceLocale: string;
  targetLocales: string[];
  selected: TbPick[];
  onChange: (selected: TbPick[]) => void;
}

// The candidates of all locales, each once, with the locales it holds.
function merged(lists: (TbCandidate[] | undefined)[]): TbCandidate[] {
  const byId = new Map<number, TbCandidate>();
  for (const candidate of lists.flatMap((list) => list ?? [])) {
    const known = byId.get(candidate.id);
    const locales = [
      ...(known?.termBasesWithSupportedTargetLocales ?? []),
      ...candidate.termBasesWithSupportedTargetLocales,
    ];
    byId.set(candidate.id, {
      ...candidate,
      termBasesWithSupportedTargetLocales: [...new Set(locales)],
    });
  }
  return [...byId.values()];
}

/** The select step of the term base dialogs: candidates from listByLocales, filtered by name and client. */
export function TbSelect({ sourceLocale, targetLocales, selected, onChange }: Props) {
  const [filters, setFilters] = useState<AssetFilters>({});
  const queries = useTermBaseCandidatesQueries(sourceLocale, targetLocales, filters);
  if (!sourceLocale) return <Alert type="error">{assetMessages.sourceLocaleNotSpecified}</Alert>;
  const failed = queries.find((query) => query.isError);
  const candidates = merged(queries.map((query) => query.data));
  const shownIds = candidates.map((candidate) => candidate.id);
  return (
    <SpaceBetween size="m">
      <AssetFilterFields filters={filters} onChange={setFilters} />
      {failed ? (
        <Alert type="error">
          {format(assetMessages.loadTermBasesFailed, { error: messageOf(failed.error) })}
        </Alert>
      ) : (
        <PickTables
          items={candidates}
          selectedIds={selected.map((pick) => pick.id)}
          onChange={(chosen) =>
            onChange([
              ...selected.filter((pick) => !shownIds.includes(pick.id)),
              ...chosen.map(tbPickOf),
            ])
          }
          loading={queries.some((query) => query.isPending)}
          empty={assetMessages.noTermBasesFound}
          columns={[
            { id: 'name', header: 'Name', cell: (item) => item.name },
            { id: 'client', header: 'Client', cell: (item) => item.client?.name ?? '' },
            {
              id: 'targetLocales',
              header: 'Target locales',
              cell: (item) => item.termBasesWithSupportedTargetLocales.join(', '),
            },
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
