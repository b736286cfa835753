import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { localeName } from '@tessera/contracts';
import type { StepProps } from '../fields';

/** Source and target languages; an edited project keeps its source and existing targets. */
export function LanguagesField({ form, onChange, errors, mode, project, lookups }: StepProps) {
  const options = lookups.languages.map((language) => ({
    value: language.code,
    label: language.name,
    description: language.code,
  }));
  const locked = mode === 'edit' ? (project?.targetLangs ?? []) : [];
  const added = form.targetLocales.filter((code) => !locked.includes(code));
  const sourceOption = {
    value: form.sourceLocale,
    label: localeName(form.sourceLocale),
    description: form.sourceLocale,
  };
  return (
    <SpaceBetween size="l">
      <FormField label="Source language" errorText={errors.sourceLocale}>
        <Select
          selectedOption={form.sourceLocale ? sourceOption : null}
          options={options}
          filteringType="auto"
          placeholder="Choose the source language"
          disabled={mode === 'edit'}
          onChange={({ detail }) => onChange({ sourceLocale: detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <FormField label="Target languages" errorText={errors.targetLocales}>
        <SpaceBetween size="xs">
          {locked.length > 0 && (
            <TokenGroup
              readOnly
              items={locked.map((code) => ({ label: localeName(code), description: code }))}
            />
          )}
          <Multiselect
            selectedOptions={added.map((code) => ({
              value: code,
              label: localeName(code),
              description: code,
            }))}
            options={options.filter((option) => !locked.includes(option.value))}
            filteringType="auto"
            placeholder={locked.length ? 'Add target languages' : 'Choose target languages'}
            onChange={({ detail }) =>
              onChange({
                targetLocales: [
                  ...locked,
                  ...detail.selectedOptions.map((option) => option.value ?? ''),
                ],
              })
            }
          />
        </SpaceBetween>
      </FormField>
    </SpaceBetween>
  );
}
