import type { TableProps } from '@cloudscape-design/components/table';
import type { VendorJobOffer } from '@tessera/contracts';

/** The columns of the Job offers table. */
export function offerColumns(
  formatDateTime: (value: string | null) => string,
): TableProps.ColumnDefinition<VendorJobOffer>[] {
  return [
    { id: 'vendor', header: 'Vendor', cell: (offer) => offer.vendor.name },
    { id: 'project', header: 'Project', cell: (offer) => offer.project.name },
    { id: 'fileName', header: 'File', cell: (offer) => offer.fileName },
    {
      id: 'languages',
      header: 'Languages',
      cell: (offer) => `${offer.sourceLocale} → ${offer.targetLocale}`,
    },
    { id: 'workflowStep', header: 'Workflow step', cell: (offer) => offer.workflowStep },
    { id: 'words', header: 'Words', cell: (offer) => offer.wordsCount },
    {
      id: 'dateDue',
      header: 'Due',
      cell: (offer) => (offer.dateDue ? formatDateTime(offer.dateDue) : '-'),
    },
    { id: 'offeredBy', header: 'Offered by', cell: (offer) => offer.offeredBy || '-' },
    { id: 'dateOffered', header: 'Offered', cell: (offer) => formatDateTime(offer.dateOffered) },
  ];
}
