import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AccessAndAutomationSettings } from '@tessera/contracts';
import { automationLocks } from '../dependentRules';
import { EnumSelectField, SettingsCheckboxes, type StepProps } from '../fields';
import { accessLabels, optionLabels } from '../labels';

type Settings = AccessAndAutomationSettings;
type EnumKey =
  | 'setProjectToAssignedJobStatus'
  | 'setProjectToCompletedJobStatus'
  | 'setProjectToCanceledJobStatus'
  | 'notifyWhenPreviousStepIs';

const linguistAccess = [
  'allowLinguistsToUseTheWebEditor',
  'allowLinguistsToDownloadTranslationJobs',
  'allowLinguistsToViewUserMetadataInTheWebEditor',
  'preventCompletingJobsWithEmptyTargets',
] as const;
const statusRules: ReadonlyArray<[keyof Settings & string, EnumKey]> = [
  ['setProjectToAssignedEnabled', 'setProjectToAssignedJobStatus'],
  ['setProjectToCompletedEnabled', 'setProjectToCompletedJobStatus'],
  ['setProjectToCanceledEnabled', 'setProjectToCanceledJobStatus'],
];
const enumValues = (key: EnumKey): readonly string[] =>
  AccessAndAutomationSettings.shape[key].unwrap().options;

/** Step 6: what linguists may do, and how the project status follows its jobs. */
export function AccessStep({ form, onChange }: StepProps) {
  const settings = form.accessAndAutomationSettings;
  const locks = automationLocks(settings);
  const set = (patch: Partial<Settings>) =>
    onChange({ accessAndAutomationSettings: { ...settings, ...patch } });
  const setEnum = (key: EnumKey, value: string) => {
    const parsed = AccessAndAutomationSettings.shape[key].safeParse(value);
    if (parsed.success) set({ [key]: parsed.data });
  };
  const enumSelect = (key: EnumKey) => (
    <EnumSelectField
      label={accessLabels[key] ?? key}
      value={settings[key]}
      values={enumValues(key)}
      labels={optionLabels}
      disabled={locks[key]}
      onChange={(value) => setEnum(key, value)}
    />
  );
  const props = { settings, labels: accessLabels, locks, onChange: set };
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Linguist access</Header>}>
        <SpaceBetween size="s">
          <SettingsCheckboxes {...props} keys={linguistAccess} />
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">Automation</Header>}>
        <SpaceBetween size="m">
          {statusRules.map(([toggle, status]) => (
            <SpaceBetween key={toggle} size="xs">
              <SettingsCheckboxes {...props} keys={[toggle]} />
              {enumSelect(status)}
            </SpaceBetween>
          ))}
          <SettingsCheckboxes
            {...props}
            keys={[
              'setProjectToCompletedWhenProjectIsCompletedByVendor',
              'setRenameCompletedFilesToEnabled',
            ]}
          />
          <FormField label={accessLabels.renameCompletedFilesTo}>
            <Input
              value={settings.renameCompletedFilesTo}
              disabled={locks.renameCompletedFilesTo}
              onChange={({ detail }) => set({ renameCompletedFilesTo: detail.value })}
            />
          </FormField>
          <SettingsCheckboxes {...props} keys={['deliverNotificationsByEmail']} />
          {enumSelect('notifyWhenPreviousStepIs')}
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
