import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent } from 'react';
import { FORM_MAX_WIDTH, TermBaseInput } from '@tessera/contracts';
import { useActiveLanguagesQuery } from '../../../api/activeLanguages';
import { useCreateTermBase } from '../../../api/createTermBase';
import { useLookupListQuery } from '../../../api/lookupLists';
import { InfoLink } from '../../../components/InfoLink';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { languageOptions, optionOf } from '../languageOptions';
import { RecordSelect } from '../RecordSelect';
import { useAssetForm } from '../useAssetForm';

interface TbDraft {
  name: string;
  langs: string[];
  clientId: number | null;
  isPublic: boolean;
}

const emptyDraft: TbDraft = { name: '', langs: [], clientId: null, isPublic: false };

/** /web/termBase/create?project=: a new term base; from a project, back to that project after. */
export default function TbCreatePage() {
  useDocumentTitle('Create term base');
  const form = useAssetForm<TbDraft, TermBaseInput>(
    emptyDraft,
    (id) => `/web/termBase/show/${id}`,
    '/web/termBase/list',
  );
  const { draft, change, errors } = form;
  const create = useCreateTermBase();
  const languages = useActiveLanguagesQuery();
  const clients = useLookupListQuery('client');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(TermBaseInput.safeParse(draft));
    if (input)
      create.mutate(input, { onSuccess: form.onCreated(input.name), onError: form.onFailed });
  };

  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <form onSubmit={submit} noValidate>
        <Form
          header={
            <Header variant="h1" info={<InfoLink />}>
              Create term base
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
              <FormField label="Languages" errorText={errors.langs}>
                <Multiselect
                  selectedOptions={draft.langs.map(optionOf)}
                  options={languageOptions(languages.data ?? [])}
                  filteringType="auto"
                  statusType={languages.isPending ? 'loading' : 'finished'}
                  placeholder="Choose languages"
                  onChange={({ detail }) =>
                    change({ langs: detail.selectedOptions.map((option) => option.value ?? '') })
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
              <Checkbox
                checked={draft.isPublic}
                description="Other organizations can read a public term base, but never change it."
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
