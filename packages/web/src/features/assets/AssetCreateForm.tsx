import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent, ReactNode } from 'react';
import { FORM_MAX_WIDTH } from '@tessera/contracts';
import { useActiveLanguagesQuery } from '../../api/activeLanguages';
import { useLookupListQuery } from '../../api/lookupLists';
import type { FieldErrors } from '../../components/fieldErrors';
import { InfoLink } from '../../components/InfoLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { languageOptions, optionOf } from './languageOptions';
import { RecordSelect } from './RecordSelect';

/** The fields every new memory or term base has. */
export interface AssetDraft {
  name: string;
  clientId: number | null;
  isPublic: boolean;
}

interface AssetFormState {
  draft: AssetDraft;
  change(patch: Partial<AssetDraft>): void;
  errors: FieldErrors;
  formError?: string;
  cancel(): void;
  onCreated(name: string): (created: { id: number }) => void;
  onFailed(error: unknown): void;
}

interface Creation<TInput> {
  isPending: boolean;
  mutate(
    input: TInput,
    options: { onSuccess(created: { id: number }): void; onError(error: unknown): void },
  ): void;
}

interface Props<TInput extends { name: string }> {
  /** The page title and header, e.g. 'Create term base'. */
  title: string;
  form: AssetFormState;
  /** The draft checked with the contract's schema; undefined with the errors shown. */
  validate(): TInput | undefined;
  create: Creation<TInput>;
  /** Fields between the name and the client; several as an array, since SpaceBetween keeps fragments whole. */
  languageFields: ReactNode;
  /** Fields between the client and the public checkbox. */
  extraFields?: ReactNode;
  publicDescription: string;
}

/** The create form of a memory or term base: name, languages, client, public, Cancel and Create. */
export function AssetCreateForm<TInput extends { name: string }>(props: Props<TInput>) {
  const { form, create } = props;
  const { draft, change, errors } = form;
  useDocumentTitle(props.title);
  const clients = useLookupListQuery('client');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = props.validate();
    if (input)
      create.mutate(input, { onSuccess: form.onCreated(input.name), onError: form.onFailed });
  };

  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <form onSubmit={submit} noValidate>
        <Form
          header={
            <Header variant="h1" info={<InfoLink />}>
              {props.title}
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
              {props.languageFields}
              <FormField label="Client" errorText={errors.clientId}>
                <RecordSelect
                  records={clients.data}
                  loading={clients.isPending}
                  recordId={draft.clientId}
                  onChange={(clientId) => change({ clientId })}
                />
              </FormField>
              {props.extraFields}
              <Checkbox
                checked={draft.isPublic}
                description={props.publicDescription}
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

interface LanguagesFieldProps {
  label: string;
  errorText?: string;
  placeholder: string;
  value: readonly string[];
  onChange(value: string[]): void;
}

/** A form field choosing several of the active languages. */
export function LanguagesField({
  label,
  errorText,
  placeholder,
  value,
  onChange,
}: LanguagesFieldProps) {
  const languages = useActiveLanguagesQuery();
  return (
    <FormField label={label} errorText={errorText}>
      <Multiselect
        selectedOptions={value.map(optionOf)}
        options={languageOptions(languages.data ?? [])}
        filteringType="auto"
        statusType={languages.isPending ? 'loading' : 'finished'}
        placeholder={placeholder}
        onChange={({ detail }) =>
          onChange(detail.selectedOptions.map((option) => option.value ?? ''))
        }
      />
    </FormField>
  );
}
