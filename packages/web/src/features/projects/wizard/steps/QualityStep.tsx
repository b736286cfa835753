import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { normaliseForbiddenTerms, type QualitySettings } from '@tessera/contracts';
import { qualityLocks } from '../dependentRules';
import { numberOf, numberText, SettingsCheckboxes, type StepProps } from '../fields';
import { qualityLabels } from '../labels';

const general = [
  'preventLinguistsFromCompletingJobsWithQAWarnings',
  'qaExcludeLockedSegments',
  'autoIgnorePreviouslyIgnoredQAWarnings',
] as const;
const checks = [
  'emptyTargets',
  'identicalToSource',
  'trailingPunctuation',
  'inconsistentTranslations',
  'missingNumbers',
  'leadingAndTrailingSpace',
  'multipleSpaces',
  'newerVersionsInPreceedingWorkflowStep',
  'repeatedWords',
  'tagsAndFormatting',
  'inconsistentTagContent',
  'emptyTagContent',
  'segmentJoinTags',
  'noTextBetweenTags',
  'xliffTags',
  'terminology',
  'allowUnapprovedTerms',
  'forbiddenTermsWithoutSource',
  'fuzzyTMMatchesWithNoPostEditing',
  'spelling',
  'includeCapitalizedWordsWhenIdenticalToSource',
  'includeWordsInAllCaps',
  'unconfirmedSegment',
  'unresolvedComments',
] as const;
const lengthOverrides = [
  'overrideTargetSegmentsLongerThanXCharacters',
  'overrideTargetSegmentsLongerThanXPercentOfSource',
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
          <SettingsCheckboxes {...props} keys={lengthOverrides.slice(0, 1)} />
          <FormField
            label={qualityLabels.targetSegmentsLongerThanXCharacters}
            errorText={errors.targetSegmentsLongerThanXCharacters}
          >
            <Input
              type="number"
              value={numberText(settings.targetSegmentsLongerThanXCharacters)}
              disabled={locks.targetSegmentsLongerThanXCharacters}
              onChange={({ detail }) =>
                set({ targetSegmentsLongerThanXCharacters: numberOf(detail.value) })
              }
            />
          </FormField>
          <SettingsCheckboxes {...props} keys={lengthOverrides.slice(1)} />
          <FormField
            label={qualityLabels.targetSegmentsLongerThanXPercentOfSource}
            errorText={errors.targetSegmentsLongerThanXPercentOfSource}
          >
            <Input
              type="number"
              value={numberText(settings.targetSegmentsLongerThanXPercentOfSource)}
              disabled={locks.targetSegmentsLongerThanXPercentOfSource}
              onChange={({ detail }) =>
                set({ targetSegmentsLongerThanXPercentOfSource: numberOf(detail.value) })
              }
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
