import Table from '@cloudscape-design/components/table';
import {
  analysisBandLabels,
  analysisBands,
  type AnalysisBand,
  type AnalysisCounts,
  type AnalysisData,
} from '@tessera/contracts';

interface BandRow extends AnalysisCounts {
  band: AnalysisBand | 'all';
}

interface Props {
  data: AnalysisData;
  /** Names the table for screen readers, e.g. the job's file and locale. */
  label: string;
  /** Words or characters of the source or of the target, as the analysis counted. */
  unitsIn: string;
}

/** One analysis figure table: a row per band and the total, as segments, words, characters, percent. */
export function BandTable({ data, label, unitsIn }: Props) {
  const rows: BandRow[] = [...analysisBands, 'all' as const].map((band) => ({
    band,
    ...data[band],
  }));
  return (
    <Table
      variant="embedded"
      trackBy="band"
      ariaLabels={{ tableLabel: label }}
      items={rows}
      columnDefinitions={[
        {
          id: 'band',
          header: 'Match',
          isRowHeader: true,
          cell: (row) =>
            row.band === 'all' ? <b>{analysisBandLabels.all}</b> : analysisBandLabels[row.band],
        },
        { id: 'segments', header: 'Segments', cell: (row) => row.segments },
        { id: 'words', header: `Words (${unitsIn})`, cell: (row) => row.words },
        { id: 'characters', header: `Characters (${unitsIn})`, cell: (row) => row.characters },
        { id: 'percent', header: 'Percent', cell: (row) => `${row.percent}%` },
      ]}
    />
  );
}
