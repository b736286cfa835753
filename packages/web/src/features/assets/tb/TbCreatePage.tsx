import { TermBaseInput } from '@tessera/contracts';
import { useCreateTermBase } from '../../../api/createTermBase';
import { AssetCreateForm, LanguagesField, type AssetDraft } from '../AssetCreateForm';
import { useAssetForm } from '../useAssetForm';

interface TbDraft extends AssetDraft {
  langs: string[];
}

const emptyDraft: TbDraft = { name: '', langs: [], clientId: null, isPublic: false };

/** /web/termBase/create?project=: a new term base; from a project, back to that project after. */
export default function TbCreatePage() {
  const form = useAssetForm<TbDraft, TermBaseInput>(
    emptyDraft,
    (id) => `/web/termBase/show/${id}`,
    '/web/termBase/list',
  );
  const { draft, change, errors } = form;
  const create = useCreateTermBase();
  return (
    <AssetCreateForm
      title="Create term base"
      form={form}
      validate={() => form.validate(TermBaseInput.safeParse(draft))}
      create={create}
      publicDescription="Other organizations can read a public term base, but never change it."
      languageFields={
        <LanguagesField
          label="Languages"
          errorText={errors.langs}
          placeholder="Choose languages"
          value={draft.langs}
          onChange={(langs) => change({ langs })}
        />
      }
    />
  );
}
