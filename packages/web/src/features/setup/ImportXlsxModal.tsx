import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { webMessages } from '@tessera/contracts';
import { singleFileUploadStrings } from '../../components/fileUploadStrings';

export interface ImportFailure {
  header: string;
  message: string;
}

interface Props {
  header: string;
  fileLabel: string;
  uploading: boolean;
  failure: ImportFailure | null;
  onSubmit(file: File): void;
  onClose(): void;
}

/** An .xlsx file input with Cancel and Submit; Submit waits for a file and for the upload. */
export function ImportXlsxModal({
  header,
  fileLabel,
  uploading,
  failure,
  onSubmit,
  onClose,
}: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0];
  const isXlsx = !file || file.name.toLowerCase().endsWith('.xlsx');
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={header}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={uploading}>
              Cancel
            </Button>
            <Button
              variant="primary"
              disabled={!file || !isXlsx || uploading}
              loading={uploading}
              onClick={() => file && onSubmit(file)}
            >
              Submit
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure && (
          <Alert type="error" header={failure.header}>
            {failure.message}
          </Alert>
        )}
        <FormField label={fileLabel} errorText={isXlsx ? undefined : webMessages.xlsxOnly}>
          <FileUpload
            value={files}
            onChange={({ detail }) => setFiles(detail.value)}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            constraintText="An .xlsx file"
            i18nStrings={singleFileUploadStrings}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
