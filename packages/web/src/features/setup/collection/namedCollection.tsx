import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import type { TableProps } from '@cloudscape-design/components/table';
import type { SetupCollection, SetupCollections } from '../../../api/setupCollections';
import type { FieldErrors } from '../../../components/fieldErrors';
import { parseDraft, type CollectionConfig, type InputSchema } from './types';

/** The collections whose records have a name and take one input body for create and update. */
export type NamedCollectionKey = {
  [C in SetupCollection]: SetupCollections[C]['record'] extends { name: string }
    ? SetupCollections[C]['create'] extends SetupCollections[C]['update']
      ? C
      : never
    : never;
}[SetupCollection];

type Named = { name: string };

interface NamedCollectionSpec<C extends NamedCollectionKey, TDraft> extends Omit<
  CollectionConfig<C, TDraft>,
  'nameOf' | 'toCreate' | 'toUpdate' | 'deletable'
> {
  /** The contracts' schema of the create and update body. */
  input: InputSchema<SetupCollections[C]['create']>;
  /** The body before validation; the draft itself when absent. */
  inputOf?(draft: TDraft): unknown;
}

/** A deletable collection listed by name whose create and update send the same checked body. */
export function namedCollection<C extends NamedCollectionKey, TDraft>({
  input,
  inputOf = (draft) => draft,
  ...config
}: NamedCollectionSpec<C, TDraft>): CollectionConfig<C, TDraft> {
  const toInput = (draft: TDraft) => parseDraft(input, inputOf(draft));
  return {
    ...config,
    nameOf: (record) => record.name,
    toCreate: toInput,
    toUpdate: toInput,
    deletable: true,
  };
}

export const nameColumn = <R extends Named>(): TableProps.ColumnDefinition<R> => ({
  id: 'name',
  header: 'Name',
  cell: (record) => record.name,
  sortingField: 'name',
});

export const isDefaultColumn = <
  R extends { isDefault: boolean },
>(): TableProps.ColumnDefinition<R> => ({
  id: 'isDefault',
  header: 'Default',
  cell: (record) => (record.isDefault ? 'Yes' : 'No'),
});

/** The Name field every named record's form starts with. */
export function NameField<TDraft extends Named>({
  draft,
  onChange,
  errors,
  autoFocus,
}: {
  draft: TDraft;
  onChange(draft: TDraft): void;
  errors: FieldErrors;
  autoFocus?: boolean;
}) {
  return (
    <FormField label="Name" errorText={errors.name}>
      <Input
        value={draft.name}
        onChange={({ detail }) => onChange({ ...draft, name: detail.value })}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}

/** A select of one of a fixed list of values, each shown by its label. */
export function ChoiceSelect<V extends string>({
  value,
  values,
  labels,
  onChange,
}: {
  value: V;
  values: readonly V[];
  labels: Record<V, string>;
  onChange(value: V): void;
}) {
  const options = values.map((choice) => ({ value: choice, label: labels[choice] }));
  return (
    <Select
      selectedOption={options.find((option) => option.value === value) ?? null}
      options={options}
      onChange={({ detail }) => {
        const chosen = values.find((choice) => choice === detail.selectedOption.value);
        if (chosen) onChange(chosen);
      }}
    />
  );
}
