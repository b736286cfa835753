import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { format, type BackgroundTask } from '@tessera/contracts';
import { isFinished, usePollTask } from '../../api/backgroundTask';
import { messageOf } from '../../api/http';
import type { AssetFileImport } from '../../api/importTranslationMemory';
import { hasExtension, importResultOf } from './assetFacts';
import { assetPageMessages } from './messages';
import { singleFileUploadStrings } from '../../components/fileUploadStrings';

interface Props {
  header: string;
  assetId: number;
  /** Accepted extensions, e.g. ['.tmx', '.zip']. */
  extensions: readonly string[];
  start: UseMutationResult<BackgroundTask, Error, AssetFileImport>;
  /** Called once when the task has ended, to reload what it changed. */
  onFinished(): void;
  onClose(): void;
}

/** Upload a file, then follow its import task every second with a progress bar until OK or ERROR. */
export function ImportTaskModal({
  header,
  assetId,
  extensions,
  start,
  onFinished,
  onClose,
}: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [taskId, setTaskId] = useState<string | null>(null);
  const task = usePollTask(taskId);
  const finished = isFinished(task.data);
  const file = files[0];
  const accepted = !file || hasExtension(file.name, extensions);
  const types = extensions.join(', ');

  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);

  const submit = () =>
    file && start.mutate({ id: assetId, file }, { onSuccess: (started) => setTaskId(started.id) });
  const result = importResultOf(task.data);
  const resultText =
    task.data?.status === 'ERROR'
      ? format(assetPageMessages.importFailed, { error: task.data.error ?? '' })
      : result && format(assetPageMessages.importDone, { ...result });
  const running = start.isPending || (taskId !== null && !finished);
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={header}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {finished ? 'Close' : 'Cancel'}
            </Button>
            {!finished && (
              <Button
                variant="primary"
                disabled={!file || !accepted || running}
                loading={running}
                onClick={submit}
              >
                Import
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {start.isError && (
          <Alert type="error">
            {format(assetPageMessages.importStartFailed, { error: messageOf(start.error) })}
          </Alert>
        )}
        {task.isError && <Alert type="error">{messageOf(task.error)}</Alert>}
        {taskId === null ? (
          <FormField
            label="File"
            errorText={accepted ? undefined : format(assetPageMessages.fileType, { types })}
          >
            <FileUpload
              value={files}
              onChange={({ detail }) => setFiles(detail.value)}
              accept={extensions.join(',')}
              constraintText={`A ${types} file`}
              i18nStrings={singleFileUploadStrings}
            />
          </FormField>
        ) : (
          <ProgressBar
            label={format(assetPageMessages.importRunning, { file: file?.name ?? '' })}
            value={finished ? 100 : (task.data?.progress ?? 0)}
            status={task.data?.status === 'ERROR' ? 'error' : finished ? 'success' : 'in-progress'}
            resultText={resultText}
          />
        )}
      </SpaceBetween>
    </Modal>
  );
}
