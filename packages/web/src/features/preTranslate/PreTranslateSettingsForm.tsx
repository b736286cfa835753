import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { InfoLink } from '../../components/InfoLink';
import { preTranslateLabels } from './labels';
import type { PreTranslateFlag, PreTranslateForm } from './preTranslateForm';

interface Props {
  /** The values shown: the user's, or the project's while those are used. */
  form: PreTranslateForm;
  onChange(patch: Partial<PreTranslateForm>): void;
  /** False while the project's settings are not at hand (not loaded). */
  projectSettingsAvailable: boolean;
  thresholdError: string | undefined;
  disabled: boolean;
}

const matchFlags = [
  'preTranslateNonTranslatables',
  'confirmNonTranslatables',
  'confirm100Matches',
  'confirm101Matches',
  'lockNonTranslatables',
  'lock100Matches',
  'lock101Matches',
  'overwrite',
] as const;
const statusFlags = ['setJobStatusCompleted', 'setProjectStatusCompleted'] as const;

/** The pre-translate settings of spec 001 section 3; read-only while the project's are used. */
export function PreTranslateSettingsForm(props: Props) {
  const { form, onChange, projectSettingsAvailable, thresholdError, disabled } = props;
  const readOnly = form.useProjectPreTranslateSettings;
  const flag = (key: PreTranslateFlag, locked = false) => (
    <Checkbox
      key={key}
      checked={form[key]}
      disabled={disabled || locked}
      readOnly={readOnly}
      onChange={({ detail }) => onChange({ [key]: detail.checked })}
    >
      {preTranslateLabels[key]}
    </Checkbox>
  );
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" info={<InfoLink />}>
            Settings
          </Header>
        }
      >
        <Checkbox
          checked={form.useProjectPreTranslateSettings}
          disabled={disabled || !projectSettingsAvailable}
          onChange={({ detail }) => onChange({ useProjectPreTranslateSettings: detail.checked })}
        >
          {preTranslateLabels.useProjectPreTranslateSettings}
        </Checkbox>
      </Container>
      <Container header={<Header variant="h2">Translation memory and machine translation</Header>}>
        <SpaceBetween size="s">
          {flag('useTranslationMemory')}
          <FormField
            label={preTranslateLabels.translationMemoryThreshold}
            errorText={readOnly ? undefined : thresholdError}
          >
            <Input
              type="number"
              inputMode="decimal"
              value={form.translationMemoryThreshold}
              disabled={disabled || !form.useTranslationMemory}
              readOnly={readOnly}
              onChange={({ detail }) => onChange({ translationMemoryThreshold: detail.value })}
            />
          </FormField>
          {flag('useMachineTranslation')}
          {flag('insertMachineTranslationIntoTarget', !form.useMachineTranslation)}
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">Confirm and lock</Header>}>
        <SpaceBetween size="s">{matchFlags.map((key) => flag(key))}</SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">Status</Header>}>
        <SpaceBetween size="s">{statusFlags.map((key) => flag(key))}</SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
