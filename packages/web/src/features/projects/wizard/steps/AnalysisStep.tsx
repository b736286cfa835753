import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AnalysisSettings } from '@tessera/contracts';
import { EnumSelectField, SettingsCheckboxes, type StepProps } from '../fields';
import { analysisLabels, optionLabels } from '../labels';

const countUnits = ['SOURCE', 'TARGET'] as const;
const flags = [
  'includeInternalFuzzies',
  'excludeConfirmedSegments',
  'excludeLockedSegments',
  'excludeNumbers',
  'analyzeByLinguist',
] as const;

/** Step 4: what the default analysis counts; the type is fixed (spec 000 section 3). */
export function AnalysisStep({ form, onChange }: StepProps) {
  const settings = form.analysisSettings;
  const set = (patch: Partial<AnalysisSettings>) =>
    onChange({ analysisSettings: { ...settings, ...patch } });
  return (
    <Container>
      <SpaceBetween size="m">
        <EnumSelectField
          label={analysisLabels.analysisType ?? ''}
          value={settings.analysisType}
          values={['PreAnalyse', 'Compare']}
          labels={optionLabels}
          disabled
          onChange={() => undefined}
        />
        <SettingsCheckboxes
          settings={settings}
          keys={flags}
          labels={analysisLabels}
          onChange={set}
        />
        <EnumSelectField
          label={analysisLabels.countUnitsIn ?? ''}
          value={settings.countUnitsIn}
          values={countUnits}
          labels={optionLabels}
          onChange={(value) => {
            const countUnitsIn = countUnits.find((unit) => unit === value);
            if (countUnitsIn) set({ countUnitsIn });
          }}
        />
      </SpaceBetween>
    </Container>
  );
}
