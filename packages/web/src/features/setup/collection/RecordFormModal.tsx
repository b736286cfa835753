import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { format, webMessages } from '@tessera/contracts';
import { useCreateSetupRecord } from '../../../api/createSetupRecord';
import { isApiError, messageOf } from '../../../api/http';
import type { SetupCollection, SetupRecord } from '../../../api/setupCollections';
import { useUpdateSetupRecord } from '../../../api/updateSetupRecord';
import { fieldErrorsOfServer, type FieldErrors } from '../../../components/fieldErrors';
import { useFlash } from '../../../components/flash';
import type { CollectionConfig } from './types';

interface Props<C extends SetupCollection, TDraft> {
  config: CollectionConfig<C, TDraft>;
  /** The record to edit; absent to create one. */
  record?: SetupRecord<C>;
  onClose(): void;
}

// Field errors go next to their fields; an error no field owns goes above the form.
function formErrorOf(error: unknown, fieldErrors: FieldErrors, fields: readonly string[]) {
  const onFields = Object.keys(fieldErrors).every((field) => fields.includes(field));
  return isApiError(error) && error.fieldErrors.length > 0 && onFields
    ? undefined
    : messageOf(error);
}

/** Create or edit one record of a setup collection; the server's messages shown where they belong. */
export function RecordFormModal<C extends SetupCollection, TDraft extends object>({
  config,
  record,
  onClose,
}: Props<C, TDraft>) {
  const mode = record ? 'edit' : 'create';
  const [draft, setDraft] = useState<TDraft>(() =>
    record ? config.draftOf(record) : config.emptyDraft(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const createRecord = useCreateSetupRecord(config.collection);
  const updateRecord = useUpdateSetupRecord(config.collection);
  const { showFlash } = useFlash();
  const saving = createRecord.isPending || updateRecord.isPending;

  const onSaved = (saved: SetupRecord<C>) => {
    const message = record ? webMessages.saved : webMessages.created;
    showFlash({ type: 'success', content: format(message, { name: config.nameOf(saved) }) });
    onClose();
  };
  const onFailed = (error: unknown) => {
    const fieldErrors = fieldErrorsOfServer(error);
    setErrors(fieldErrors);
    setFormError(formErrorOf(error, fieldErrors, Object.keys(draft)));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setFormError(undefined);
    const callbacks = { onSuccess: onSaved, onError: onFailed };
    if (record) {
      const parsed = config.toUpdate(draft, record);
      setErrors(parsed.ok ? {} : parsed.errors);
      if (parsed.ok) updateRecord.mutate({ id: record.id, input: parsed.input }, callbacks);
    } else {
      const parsed = config.toCreate(draft);
      setErrors(parsed.ok ? {} : parsed.errors);
      if (parsed.ok) createRecord.mutate(parsed.input, callbacks);
    }
  };

  return (
    <Modal
      visible
      size={config.modalSize ?? 'medium'}
      onDismiss={onClose}
      header={record ? `Edit ${config.noun}` : `Create ${config.noun}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={saving} onClick={() => submit()}>
              {record ? 'Save' : 'Create'}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="m">
          {formError && <Alert type="error">{formError}</Alert>}
          <config.Form draft={draft} onChange={setDraft} errors={errors} mode={mode} />
        </SpaceBetween>
        {/* Enter in a field submits, as in any form; the visible buttons sit in the modal's footer. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
