import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { format, webMessages } from '@tessera/contracts';
import { useDeleteSetupRecord } from '../../../api/deleteSetupRecord';
import { messageOf } from '../../../api/http';
import type { SetupCollection } from '../../../api/setupCollections';
import { useFlash } from '../../../components/flash';

interface Props {
  collection: SetupCollection;
  noun: string;
  record: { id: number; name: string };
  onClose(): void;
}

/** Asks before deleting; a 409 (still in use) stays in the dialog with the server's reason. */
export function DeleteRecordModal({ collection, noun, record, onClose }: Props) {
  const remove = useDeleteSetupRecord(collection);
  const { showFlash } = useFlash();
  const confirm = () =>
    remove.mutate(record.id, {
      onSuccess: () => {
        showFlash({ type: 'success', content: format(webMessages.deleted, { name: record.name }) });
        onClose();
      },
    });
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={`Delete ${noun}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={remove.isPending} onClick={confirm}>
              Delete
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="span">{format(webMessages.deleteConfirm, { name: record.name })}</Box>
        {remove.isError && <Alert type="error">{messageOf(remove.error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
