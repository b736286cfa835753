import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { localeName, SegRuleInput, type SegRule } from '@tessera/contracts';
import { LocaleSelect } from '../LocaleSelect';
import {
  isDefaultColumn,
  NameField,
  nameColumn,
  namedCollection,
} from '../collection/namedCollection';
import type { RecordFormProps } from '../collection/types';
import { ImportSrxButton } from './ImportSrxButton';

type Rule = SegRule['rules'][number];
interface SegRuleDraft {
  name: string;
  locale: string;
  rules: Rule[];
  isDefault: boolean;
}

function SegRuleForm({ draft, onChange, errors }: RecordFormProps<SegRuleDraft>) {
  const setRule = (index: number, rule: Rule) =>
    onChange({ ...draft, rules: draft.rules.map((current, i) => (i === index ? rule : current)) });
  return (
    <SpaceBetween size="m">
      <NameField draft={draft} onChange={onChange} errors={errors} />
      <FormField label="Locale" errorText={errors.locale}>
        <LocaleSelect locale={draft.locale} onChange={(locale) => onChange({ ...draft, locale })} />
      </FormField>
      <FormField
        label="Rules"
        description="Regular expressions for the text before and after a position; a rule without Break is an exception."
        errorText={errors.rules}
        stretch
      >
        <AttributeEditor
          items={draft.rules}
          addButtonText="Add rule"
          removeButtonText="Remove"
          empty="No rules: the default sentence segmentation applies."
          onAddButtonClick={() =>
            onChange({ ...draft, rules: [...draft.rules, { break: true, before: '', after: '' }] })
          }
          onRemoveButtonClick={({ detail }) =>
            onChange({ ...draft, rules: draft.rules.filter((_rule, i) => i !== detail.itemIndex) })
          }
          definition={[
            {
              label: 'Before',
              errorText: (_rule, index) => errors[`rules.${index}.before`],
              control: (rule, index) => (
                <Input
                  value={rule.before}
                  onChange={({ detail }) => setRule(index, { ...rule, before: detail.value })}
                />
              ),
            },
            {
              label: 'After',
              errorText: (_rule, index) => errors[`rules.${index}.after`],
              control: (rule, index) => (
                <Input
                  value={rule.after}
                  onChange={({ detail }) => setRule(index, { ...rule, after: detail.value })}
                />
              ),
            },
            {
              label: 'Break',
              control: (rule, index) => (
                <Checkbox
                  checked={rule.break}
                  onChange={({ detail }) => setRule(index, { ...rule, break: detail.checked })}
                >
                  Break
                </Checkbox>
              ),
            },
          ]}
        />
      </FormField>
      <FormField errorText={errors.isDefault}>
        <Checkbox
          checked={draft.isDefault}
          onChange={({ detail }) => onChange({ ...draft, isDefault: detail.checked })}
        >
          Default for this locale
        </Checkbox>
      </FormField>
    </SpaceBetween>
  );
}

export const segRules = namedCollection<'segRules', SegRuleDraft>({
  collection: 'segRules',
  title: 'Segmentation rules',
  noun: 'segmentation rules',
  columns: [
    nameColumn(),
    {
      id: 'locale',
      header: 'Locale',
      cell: (rule) => localeName(rule.locale),
    },
    { id: 'rules', header: 'Rules', cell: (rule) => rule.rules.length },
    isDefaultColumn(),
  ],
  emptyDraft: () => ({ name: '', locale: '', rules: [], isDefault: false }),
  draftOf: ({ name, locale, rules, isDefault }) => ({ name, locale, rules, isDefault }),
  input: SegRuleInput,
  Form: SegRuleForm,
  modalSize: 'large',
  extraActions: () => <ImportSrxButton />,
});
