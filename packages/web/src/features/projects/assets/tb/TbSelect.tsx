import { useState } from 'react';
import { assetMessages, format, type TbCandidate } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import {
  useTermBaseCandidatesQueries,
  type AssetFilters,
} from '../../../../api/termBasesByLocales';
import type { SelectProps } from '../configure/AssetDialog';
import { CandidatePicker } from '../configure/CandidatePicker';
import { tbPickOf, type TbPick } from './tbCells';

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

/** The select step of the term base dialogs: candidates from listByLocales, one call per locale. */
export function TbSelect({ sourceLocale, targetLocales, selected, onChange }: SelectProps<TbPick>) {
  const [filters, setFilters] = useState<AssetFilters>({});
  const queries = useTermBaseCandidatesQueries(sourceLocale, targetLocales, filters);
  const failed = queries.find((query) => query.isError);
  return (
    <CandidatePicker
      sourceLocale={sourceLocale}
      filters={filters}
      onFilters={setFilters}
      items={merged(queries.map((query) => query.data))}
      loading={queries.some((query) => query.isPending)}
      failure={
        failed
          ? format(assetMessages.loadTermBasesFailed, { error: messageOf(failed.error) })
          : null
      }
      empty={assetMessages.noTermBasesFound}
      selected={selected}
      onChange={onChange}
      pickOf={tbPickOf}
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
  );
}
