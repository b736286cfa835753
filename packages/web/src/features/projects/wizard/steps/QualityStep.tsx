import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { Fragment } from 'react';
import { normaliseForbiddenTerms, qualityChecks, type QualitySettings } from '@tessera/contracts';
import { qualityLocks } from '../dependentRules';
import { numberOf, numberText, SettingsCheckboxes, type StepProps } from '../fields';
import { qualityLabels } from '../labels';

type QualityCheck = (typeof qualityChecks)[number];
// The QA-wide options get a container of their own; every other flag of the list is a check.
const general: readonly QualityCheck[] = [
  'preventLinguistsFromCompletingJobsWithQAWarnings',
  'qaExcludeLockedSegments',
  'autoIgnorePreviouslyIgnoredQAWarnings',
];
const checks = qualityChecks.filter((key) => !general.includes(key));
// Each length limit: its override, then the value that override turns on.
const lengthLimits = [
  ['overrideTargetSegmentsLongerThanXCharacters', 'targetSegmentsLongerThanXCharacters'],
  ['overrideTargetSegmentsLongerThanXPercentOfSource', 'targetSegmentsLongerThanXPercentOfSource'],
] as const;

/** Step 5: the QA checks and the target length limits. */
export function QualityStep({ form, onChange, errors }: StepProps) {
  const settings = form.qualitySettings;
  const locks = qualityLocks(settings);
  const set = (patch: Partial<QualitySettings>) =>
    onChange({ qualitySettings: { ...settings, ...patch } });
  const props = { settings, labels: qualityLabels, locks, onChange: set };
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Quality assurance</Header>}>
        <SpaceBetween size="s">
          <SettingsCheckboxes {...props} keys={general} />
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">Checks</Header>}>
        <SpaceBetween size="s">
          <SettingsCheckboxes {...props} keys={checks} />
          <FormField
            label={qualityLabels.customForbiddenTerms}
            description="Separate the terms with commas."
          >
            <Textarea
              value={settings.customForbiddenTerms}
              onChange={({ detail }) => set({ customForbiddenTerms: detail.value })}
              onBlur={() =>
                set({
                  customForbiddenTerms: normaliseForbiddenTerms(settings.customForbiddenTerms),
                })
              }
            />
          </FormField>
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">Target length</Header>}>
        <SpaceBetween size="s">
          <SettingsCheckboxes
            {...props}
            keys={['overrideTargetLengthOptionsSetDuringJobCreation']}
          />
          {lengthLimits.map(([override, limit]) => (
            <Fragment key={limit}>
              <SettingsCheckboxes {...props} keys={[override]} />
              <FormField label={qualityLabels[limit]} errorText={errors[limit]}>
                <Input
                  type="number"
                  value={numberText(settings[limit])}
                  disabled={locks[limit]}
                  onChange={({ detail }) => set({ [limit]: numberOf(detail.value) })}
                />
              </FormField>
            </Fragment>
          ))}
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
