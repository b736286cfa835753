import Container from '@cloudscape-design/components/container';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { analysisTypeLabels, type Analysis } from '@tessera/contracts';
import { RouterLink } from '../../components/RouterLink';
import { useDates } from '../../components/useDates';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Who made an analysis, when, of which languages and with which options. */
export function AnalysisFacts({ analysis }: { analysis: Analysis }) {
  const { formatDateTime } = useDates();
  const { options } = analysis;
  return (
    <Container>
      <KeyValuePairs
        columns={3}
        items={[
          { label: 'Type', value: analysisTypeLabels[analysis.type] },
          { label: 'Created', value: formatDateTime(analysis.dateCreated) },
          {
            label: 'Created by',
            value: `${analysis.createdBy.userName} (${analysis.organization.name})`,
          },
          {
            label: 'Languages',
            value: analysis.languages
              .map((pair) => `${pair.sourceLocale} → ${pair.targetLocale}`)
              .join(', '),
          },
          {
            label: 'Project',
            value: (
              <RouterLink href={`/web/project2/show/${analysis.projectUid}`}>
                Open project
              </RouterLink>
            ),
          },
          ...(options.compareWorkflowLevel === null
            ? []
            : [{ label: 'Compared with level', value: String(options.compareWorkflowLevel) }]),
          { label: 'Counted in', value: options.countSourceUnits ? 'Source' : 'Target' },
          { label: 'Internal fuzzy matches', value: yesNo(options.includeFuzzyRepetitions) },
          { label: 'Confirmed segments', value: yesNo(options.includeConfirmedSegments) },
          { label: 'Locked segments', value: yesNo(options.includeLockedSegments) },
          { label: 'Numbers', value: yesNo(options.includeNumbers) },
        ]}
      />
    </Container>
  );
}
