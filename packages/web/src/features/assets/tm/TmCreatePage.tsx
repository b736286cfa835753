import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { TranslationMemoryInput } from '@tessera/contracts';
import { useActiveLanguagesQuery } from '../../../api/activeLanguages';
import { useCreateTranslationMemory } from '../../../api/createTranslationMemory';
import { useLookupListQuery } from '../../../api/lookupLists';
import { AssetCreateForm, LanguagesField, type AssetDraft } from '../AssetCreateForm';
import { languageOptions, optionOf } from '../languageOptions';
import { RecordSelect } from '../RecordSelect';
import { useAssetForm } from '../useAssetForm';

interface TmDraft extends AssetDraft {
  sourceLang: string;
  targetLangs: string[];
  subjectId: number | null;
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
  const form = useAssetForm<TmDraft, TranslationMemoryInput>(
    emptyDraft,
    (id) => `/web/transMemory/show/${id}`,
    '/web/transMemory/list',
  );
  const { draft, change, errors } = form;
  const create = useCreateTranslationMemory();
  const languages = useActiveLanguagesQuery();
  const subjects = useLookupListQuery('subject');
  return (
    <AssetCreateForm
      title="Create translation memory"
      form={form}
      validate={() => form.validate(TranslationMemoryInput.safeParse(draft))}
      create={create}
      publicDescription="Other organizations can read a public memory, but never change it."
      languageFields={[
        <FormField key="source" label="Source language" errorText={errors.sourceLang}>
          <Select
            selectedOption={draft.sourceLang ? optionOf(draft.sourceLang) : null}
            options={languageOptions(languages.data ?? [])}
            filteringType="auto"
            statusType={languages.isPending ? 'loading' : 'finished'}
            placeholder="Choose the source language"
            onChange={({ detail }) => change({ sourceLang: detail.selectedOption.value ?? '' })}
          />
        </FormField>,
        <LanguagesField
          key="targets"
          label="Target languages"
          errorText={errors.targetLangs}
          placeholder="Choose target languages"
          value={draft.targetLangs}
          onChange={(targetLangs) => change({ targetLangs })}
        />,
      ]}
      extraFields={
        <FormField label="Subject" errorText={errors.subjectId}>
          <RecordSelect
            records={subjects.data}
            loading={subjects.isPending}
            recordId={draft.subjectId}
            onChange={(subjectId) => change({ subjectId })}
          />
        </FormField>
      }
    />
  );
}
