import Alert from '@cloudscape-design/components/alert';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { assetMessages, NOTE_MAX, projectMessages } from '@tessera/contracts';
import type { ReferenceFileUpload } from '../../../../api/referenceFileCreate';
import { ModalFooter } from '../../../../components/ModalFooter';
import { useModalAnswer } from './useModalAnswer';
import { singleFileUploadStrings } from '../../../../components/fileUploadStrings';

interface Props {
  /** Template wizard: the button says Confirm instead of Upload (spec 000 section 2.4). */
  isTemplate: boolean;
  /** The server's or the draft's answer to the form: a message keeps the modal open. */
  onSubmit(upload: ReferenceFileUpload): Promise<string | null>;
  onClose(): void;
}

/** Add reference: one file, a note, or both. */
export function AddReferenceModal({ isTemplate, onSubmit, onClose }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const { error, setError, busy, send } = useModalAnswer(onClose);
  const submit = async () => {
    const file = files[0] ?? null;
    if (!file && !note.trim()) return setError(assetMessages.referenceFileOrNote);
    // The server's limit, checked here too: in the wizard the upload comes only with the save.
    if (note.length > NOTE_MAX) return setError(projectMessages.noteTooLong);
    await send(() => onSubmit({ file, note: note.trim() ? note : null }));
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header="Add reference"
      footer={
        <ModalFooter
          onCancel={onClose}
          primary={{
            text: isTemplate ? 'Confirm' : 'Upload',
            onClick: () => void submit(),
            loading: busy,
          }}
        />
      }
    >
      <SpaceBetween size="m">
        <FormField label="File">
          <FileUpload
            value={files}
            onChange={({ detail }) => setFiles(detail.value.slice(-1))}
            i18nStrings={singleFileUploadStrings}
          />
        </FormField>
        <FormField label="Note">
          <Textarea value={note} onChange={({ detail }) => setNote(detail.value)} />
        </FormField>
        {error && <Alert type="error">{error}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
