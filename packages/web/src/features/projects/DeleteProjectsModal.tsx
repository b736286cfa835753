import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  format,
  projectListMessages,
  projectMessages,
  RECYCLE_BIN_RETENTION_DAYS,
} from '@tessera/contracts';
import { useDeleteProjects } from '../../api/deleteProjects';
import { messageOf } from '../../api/http';
import { useFlash } from '../../components/flash';
import { ModalFooter } from '../../components/ModalFooter';

interface Props {
  projects: ReadonlyArray<{ uid: string; name: string }>;
  onClose(deleted: boolean): void;
  /** Where the success flash shows: the page the user goes to after deleting. */
  flashPath?: string;
}

/** 'Do you want to delete project …?' with Cancel and Ok; the projects go to the Recycle Bin. */
export function DeleteProjectsModal({ projects, onClose, flashPath }: Props) {
  const remove = useDeleteProjects();
  const { showFlash } = useFlash();
  const names = projects.map((project) => project.name).join(', ');
  const confirm = () =>
    remove.mutate(
      projects.map((project) => project.uid),
      {
        onSuccess: () => {
          const content = format(projectListMessages.movedToRecycleBin, { names });
          showFlash({ type: 'success', content }, flashPath ? { path: flashPath } : undefined);
          onClose(true);
        },
      },
    );
  return (
    <Modal
      visible
      onDismiss={() => onClose(false)}
      header={projects.length === 1 ? 'Delete project' : 'Delete projects'}
      footer={
        <ModalFooter
          onCancel={() => onClose(false)}
          primary={{ text: 'Ok', onClick: confirm, loading: remove.isPending }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>{format(projectMessages.deleteConfirm, { name: names })}</Box>
        <Box color="text-body-secondary">
          Deleted projects stay in the Recycle Bin for {RECYCLE_BIN_RETENTION_DAYS} days.
        </Box>
        {remove.isError && (
          <Alert type="error">
            {format(projectMessages.deleteFailed, { error: messageOf(remove.error) })}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
