import { format, type TmUnit, type TranslationMemory } from '@tessera/contracts';
import { useDeleteTmUnit } from '../../../api/deleteTmUnit';
import { useTmUnitsQuery } from '../../../api/tmUnits';
import { useDates } from '../../../components/useDates';
import { localeName } from '@tessera/contracts';
import { assetPageMessages } from '../messages';
import { PagedSearchTable, usePagedSearch } from '../PagedSearchTable';
import { EditUnitModal } from './EditUnitModal';

/** The memory's units, searched by source or target text, a server page at a time. */
export function TmUnitsTable({
  memory,
  readOnly,
}: {
  memory: TranslationMemory;
  readOnly: boolean;
}) {
  const search = usePagedSearch<TmUnit>();
  const units = useTmUnitsQuery({ id: memory.id, q: search.q, page: search.page });
  const remove = useDeleteTmUnit();
  const { formatDateTime } = useDates();
  return (
    <PagedSearchTable
      search={search}
      query={units}
      items={units.data?.units}
      paging={units.data?.paging}
      title="Units"
      plural="units"
      singular="Unit"
      emptyText={assetPageMessages.noUnits}
      itemLabel={(unit) => unit.source}
      columns={[
        { id: 'source', header: 'Source', isRowHeader: true, cell: (unit) => unit.source },
        { id: 'target', header: 'Target', cell: (unit) => unit.target },
        {
          id: 'targetLang',
          header: 'Target language',
          cell: (unit) => localeName(unit.targetLang),
        },
        { id: 'modifiedBy', header: 'Modified by', cell: (unit) => unit.modifiedBy },
        { id: 'modified', header: 'Modified', cell: (unit) => formatDateTime(unit.dateModified) },
      ]}
      filteringPlaceholder="Search source or target text"
      filteringAriaLabel="Search units"
      readOnly={readOnly}
      remove={remove}
      removal={(chosen) => ({ id: memory.id, unitId: chosen.id })}
      deletedText={assetPageMessages.unitDeleted}
      deleteHeader="Delete unit"
      deleteQuestion={(chosen) =>
        format(assetPageMessages.unitDeleteConfirm, { source: chosen.source })
      }
      editor={(chosen, onClose) =>
        chosen && <EditUnitModal memoryId={memory.id} unit={chosen} onClose={onClose} />
      }
    />
  );
}
