import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent } from 'react';
import { FORM_MAX_WIDTH, TranslationMemoryInput } from '@tessera/contracts';
import { useActiveLanguagesQuery } from '../../../api/activeLanguages';
import { useCreateTranslationMemory } from '../../../api/createTranslationMemory';
import { useLookupListQuery } from '../../../api/lookupLists';
import { InfoLink } from '../../../components/InfoLink';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { languageOptions, optionOf } from '../languageOptions';
import { RecordSelect } from '../RecordSelect';
import { useAssetForm } from '../useAssetForm';

interface TmDraft {
  name: string;
  sourceLang: string;
  targetLangs: string[];
  clientId: number | null;
  subjectId: number | null;
  isPublic: boolean;
}

const emptyDraft: TmDraft = {
  name: '',
  sourceLang: '',
  targetLangs: [],
  clientId: null,
  subjectId: null,
  isPublic: false,
};

/** /web/transMemory/create?project=: a new memory; from a project, back to that project after. */
export default function TmCreatePage() {
  useDocumentTitle('Create translation memory');
  const form = useAssetForm<TmDraft, TranslationMemoryInput>(
    emptyDraft,
    (id) => `/web/transMemory/show/${id}`,
    '/web/transMemory/list',
  );
  const { draft, change, errors } = form;
  const create = useCreateTranslationMemory();
  const languages = useActiveLanguagesQuery();
  const clients = useLookupListQuery('client');
  const subjects = useLookupListQuery('subject');
  const options = languageOptions(languages.data ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(TranslationMemoryInput.safeParse(draft));
    if (input)
      create.mutate(input, { onSuccess: form.onCreated(input.name), onError: form.onFailed });
  };

  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <form onSubmit={submit} noValidate>
        <Form
          header={
            <Header variant="h1" info={<InfoLink />}>
              Create translation memory
            </Header>
          }
          errorText={form.formError}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={form.cancel}>
                Cancel
              </Button>
              <Button variant="primary" formAction="submit" loading={create.isPending}>
                Create
              </Button>
            </SpaceBetween>
          }
        >
          <Container>
            <SpaceBetween size="m">
              <FormField label="Name" errorText={errors.name}>
                <Input
                  value={draft.name}
                  onChange={({ detail }) => change({ name: detail.value })}
                />
              </FormField>
              <FormField label="Source language" errorText={errors.sourceLang}>
                <Select
                  selectedOption={draft.sourceLang ? optionOf(draft.sourceLang) : null}
                  options={options}
                  filteringType="auto"
                  statusType={languages.isPending ? 'loading' : 'finished'}
                  placeholder="Choose the source language"
                  onChange={({ detail }) =>
                    change({ sourceLang: detail.selectedOption.value ?? '' })
                  }
                />
              </FormField>
              <FormField label="Target languages" errorText={errors.targetLangs}>
                <Multiselect
                  selectedOptions={draft.targetLangs.map(optionOf)}
                  options={options}
                  filteringType="auto"
                  statusType={languages.isPending ? 'loading' : 'finished'}
                  placeholder="Choose target languages"
                  onChange={({ detail }) =>
                    change({
                      targetLangs: detail.selectedOptions.map((option) => option.value ?? ''),
                    })
                  }
                />
              </FormField>
              <FormField label="Client" errorText={errors.clientId}>
                <RecordSelect
                  records={clients.data}
                  loading={clients.isPending}
                  recordId={draft.clientId}
                  onChange={(clientId) => change({ clientId })}
                />
              </FormField>
              <FormField label="Subject" errorText={errors.subjectId}>
                <RecordSelect
                  records={subjects.data}
                  loading={subjects.isPending}
                  recordId={draft.subjectId}
                  onChange={(subjectId) => change({ subjectId })}
                />
              </FormField>
              <Checkbox
                checked={draft.isPublic}
                description="Other organizations can read a public memory, but never change it."
                onChange={({ detail }) => change({ isPublic: detail.checked })}
              >
                Public
              </Checkbox>
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </div>
  );
}
