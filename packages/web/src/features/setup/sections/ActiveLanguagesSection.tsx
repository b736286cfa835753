import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { format, webMessages } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { useSaveActiveLanguages } from '../../../api/saveActiveLanguages';
import { useSetupLanguagesQuery } from '../../../api/setupLanguages';
import { useFlash } from '../../../components/flash';

/** Which languages of the catalogue the organization's projects, TMs and term bases offer. */
export function ActiveLanguagesSection() {
  const languages = useSetupLanguagesQuery();
  const save = useSaveActiveLanguages();
  const { showFlash } = useFlash();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const catalogue = languages.data ?? [];
  const active =
    chosen ?? catalogue.filter((language) => language.active).map((language) => language.code);
  const options = catalogue.map((language) => ({
    value: language.code,
    label: language.name,
    description: language.code,
  }));
  const submit = () =>
    save.mutate(active, {
      onSuccess: () => {
        setChosen(null);
        showFlash({ type: 'success', content: webMessages.activeLanguagesSaved });
      },
    });
  return (
    <Container
      header={
        <Header
          description="The languages offered as source and target languages."
          counter={languages.data ? `(${active.length})` : undefined}
          actions={
            <Button
              variant="primary"
              onClick={submit}
              loading={save.isPending}
              disabled={chosen === null}
            >
              Save
            </Button>
          }
        >
          Active languages
        </Header>
      }
    >
      <SpaceBetween size="m">
        {languages.isError && (
          <Box color="text-status-error">
            {format(webMessages.loadFailed, {
              what: 'languages',
              error: messageOf(languages.error),
            })}
          </Box>
        )}
        <FormField
          label="Languages"
          errorText={save.isError ? messageOf(save.error) : undefined}
          stretch
        >
          <Multiselect
            selectedOptions={options.filter((option) => active.includes(option.value))}
            options={options}
            filteringType="auto"
            placeholder="Choose languages"
            statusType={languages.isPending ? 'loading' : 'finished'}
            tokenLimit={40}
            onChange={({ detail }) =>
              setChosen(
                detail.selectedOptions.flatMap((option) => (option.value ? [option.value] : [])),
              )
            }
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
