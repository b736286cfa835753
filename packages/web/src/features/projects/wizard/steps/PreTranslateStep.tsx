import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { contextTypes, localeName, type PreTranslateSettings } from '@tessera/contracts';
import { InfoLink } from '../../../../components/InfoLink';
import { changedPreTranslate, preTranslateLocks } from '../dependentRules';
import {
  EnumSelectField,
  numberOf,
  numberText,
  RecordSelectField,
  SettingsCheckboxes,
  type StepProps,
} from '../fields';
import { optionLabels, preTranslateLabels } from '../labels';

const confirmAndLock = [
  'preTranslateNonTranslatables',
  'automaticallyPretranslate',
  'confirmNonTranslatable',
  'confirm100Match',
  'confirm101Match',
  'lockNonTranslatable',
  'lock100Match',
  'lock101Match',
  'overwriteExistingTranslationsWithPretranslation',
  'completeJobsOncePretranslated',
  'completeProjectOnceAllJobsPretranslated',
] as const;

/** Step 3: translation memory, machine translation and what pre-translation confirms and locks. */
export function PreTranslateStep({ form, onChange, errors, lookups }: StepProps) {
  const settings = form.preTranslateSettings;
  const locks = preTranslateLocks(settings);
  const set = (patch: Partial<PreTranslateSettings>) =>
    onChange({ preTranslateSettings: changedPreTranslate(settings, patch) });
  const enginesLocked = locks.machineTranslationEngines === true;
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" info={<InfoLink topic="project-create-pretranslate" />}>
            Translation memory and machine translation
          </Header>
        }
      >
        <SpaceBetween size="m">
          <Toggle
            checked={settings.useTranslationMemory}
            onChange={({ detail }) => set({ useTranslationMemory: detail.checked })}
          >
            {preTranslateLabels.useTranslationMemory}
          </Toggle>
          <FormField
            label={preTranslateLabels.tmMatchThreshold}
            errorText={errors.tmMatchThreshold}
          >
            <Input
              type="number"
              inputMode="numeric"
              value={numberText(settings.tmMatchThreshold)}
              disabled={locks.tmMatchThreshold}
              onChange={({ detail }) => set({ tmMatchThreshold: numberOf(detail.value) })}
            />
          </FormField>
          <Toggle
            checked={settings.useMachineTranslation}
            onChange={({ detail }) => set({ useMachineTranslation: detail.checked })}
          >
            {preTranslateLabels.useMachineTranslation}
          </Toggle>
          <RecordSelectField
            label="Machine translation engine"
            records={lookups.engines}
            value={form.machineTranslateSettingsId}
            disabled={enginesLocked}
            onChange={(machineTranslateSettingsId) => onChange({ machineTranslateSettingsId })}
          />
          <Toggle
            checked={form.perLocaleMachineTranslation}
            disabled={enginesLocked}
            onChange={({ detail }) => onChange({ perLocaleMachineTranslation: detail.checked })}
          >
            A machine translation engine per target language
          </Toggle>
          {form.perLocaleMachineTranslation &&
            form.targetLocales.map((locale) => (
              <RecordSelectField
                key={locale}
                label={localeName(locale)}
                records={lookups.engines}
                value={form.perLocaleMachineTranslateSettingsIds[locale] ?? null}
                disabled={enginesLocked}
                onChange={(engine) =>
                  onChange({
                    perLocaleMachineTranslateSettingsIds: {
                      ...form.perLocaleMachineTranslateSettingsIds,
                      [locale]: engine,
                    },
                  })
                }
              />
            ))}
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">Pre-translation</Header>}>
        <SpaceBetween size="s">
          <SettingsCheckboxes
            settings={settings}
            keys={confirmAndLock}
            labels={preTranslateLabels}
            locks={locks}
            onChange={set}
          />
          <EnumSelectField
            label={preTranslateLabels.contextType ?? ''}
            value={settings.contextType}
            values={contextTypes}
            labels={optionLabels}
            onChange={(contextType) => {
              const chosen = contextTypes.find((type) => type === contextType);
              if (chosen) set({ contextType: chosen });
            }}
          />
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
