import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Alert from '@cloudscape-design/components/alert';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/http';
import { useProjectFiltersQuery } from '../../../api/projectFilters';
import { useSaveProjectFilters } from '../../../api/saveProjectFilters';
import { ModalFooter } from '../../../components/ModalFooter';
import { savedUrlOf, withSavedFilter } from './savedFilters';

interface Props {
  search: URLSearchParams;
  onApply(url: string): void;
}

/** Save the current query string under a name, apply a saved one, or delete it (spec 000 section 2.1). */
export function SavedFiltersMenu({ search, onApply }: Props) {
  const saved = useProjectFiltersQuery();
  const save = useSaveProjectFilters();
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const filters = saved.data?.filters ?? [];

  const close = () => {
    setDialog(null);
    setName('');
    setError(undefined);
    save.reset();
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = withSavedFilter(filters, name, savedUrlOf(search));
    if (!next.ok) return setError(next.error);
    setError(undefined);
    save.mutate({ filters: next.filters }, { onSuccess: close });
  };
  const remove = (index: number) =>
    save.mutate({ filters: filters.filter((_filter, position) => position !== index) });

  return (
    <>
      <ButtonDropdown
        items={[
          {
            id: 'apply',
            text: 'Saved filters',
            items: filters.length
              ? filters.map((filter, index) => ({ id: `apply-${index}`, text: filter.text }))
              : [{ id: 'none', text: 'No saved filters', disabled: true }],
          },
          { id: 'save', text: 'Save current filter' },
          { id: 'delete', text: 'Delete saved filters', disabled: filters.length === 0 },
        ]}
        onItemClick={({ detail }) => {
          if (detail.id === 'save' || detail.id === 'delete') return setDialog(detail.id);
          const filter = filters[Number(detail.id.replace('apply-', ''))];
          if (filter) onApply(filter.url);
        }}
      >
        Saved filters
      </ButtonDropdown>
      {dialog === 'save' && (
        <Modal
          visible
          onDismiss={close}
          header="Save filter"
          footer={
            <ModalFooter
              onCancel={close}
              primary={{ text: 'Save', onClick: () => submit(), loading: save.isPending }}
            />
          }
        >
          <form onSubmit={submit} noValidate>
            <SpaceBetween size="m">
              {save.isError && <Alert type="error">{messageOf(save.error)}</Alert>}
              <FormField label="Filter name" errorText={error}>
                <Input value={name} onChange={({ detail }) => setName(detail.value)} autoFocus />
              </FormField>
            </SpaceBetween>
            <button type="submit" hidden />
          </form>
        </Modal>
      )}
      {dialog === 'delete' && (
        <Modal visible onDismiss={close} header="Delete saved filters">
          <SpaceBetween size="s">
            {save.isError && <Alert type="error">{messageOf(save.error)}</Alert>}
            {filters.length === 0 && <Box>No saved filters</Box>}
            {filters.map((filter, index) => (
              <SpaceBetween key={filter.text} direction="horizontal" size="s" alignItems="center">
                <Button
                  iconName="remove"
                  variant="icon"
                  ariaLabel={`Delete ${filter.text}`}
                  disabled={save.isPending}
                  onClick={() => remove(index)}
                />
                <Box>{filter.text}</Box>
              </SpaceBetween>
            ))}
          </SpaceBetween>
        </Modal>
      )}
    </>
  );
}
