import { useState } from 'react';
import { assetMessages, format } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import type { AssetFilters } from '../../../../api/termBasesByLocales';
import { useTransMemoryCandidatesQuery } from '../../../../api/transMemoriesByLocales';
import type { SelectProps } from '../configure/AssetDialog';
import { yesNo } from '../configure/AssetPanelFrame';
import { CandidatePicker } from '../configure/CandidatePicker';
import { tmPickOf, type TmPick } from './tmCells';

/** The select step of the translation memory dialogs: candidates from listByLocales. */
export function TmSelect({ sourceLocale, targetLocales, selected, onChange }: SelectProps<TmPick>) {
  const [filters, setFilters] = useState<AssetFilters>({});
  const query = useTransMemoryCandidatesQuery(sourceLocale, targetLocales, filters);
  return (
    <CandidatePicker
      sourceLocale={sourceLocale}
      filters={filters}
      onFilters={setFilters}
      items={query.data?.relevant ?? []}
      loading={query.isPending}
      failure={
        query.isError
          ? format(assetMessages.loadTmSelectionFailed, { error: messageOf(query.error) })
          : null
      }
      empty={assetMessages.noTmsFound}
      selected={selected}
      onChange={onChange}
      pickOf={tmPickOf}
      columns={[
        { id: 'name', header: 'Name', cell: (item) => item.name },
        { id: 'client', header: 'Client', cell: (item) => item.client?.name ?? '' },
        { id: 'sourceLang', header: 'Source locale', cell: (item) => item.sourceLang },
        {
          id: 'targetLangs',
          header: 'Target locales',
          cell: (item) => item.targetLangs.join(', '),
        },
        { id: 'reverse', header: 'Reverse', cell: (item) => yesNo(item.isReverse) },
        {
          id: 'organization',
          header: 'Organization',
          cell: (item) => item.createdBy.organizationName,
        },
      ]}
    />
  );
}
