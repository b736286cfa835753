import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { format, setupMessages, SrxImportInput, webMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useImportSrx } from '../../../api/importSrx';
import {
  fieldErrorsOfIssues,
  fieldErrorsOfServer,
  type FieldErrors,
} from '../../../components/fieldErrors';
import { useFlash } from '../../../components/flash';
import { ModalFooter } from '../../../components/ModalFooter';
import { LocaleSelect } from '../LocaleSelect';
import { singleFileUploadStrings } from '../../../components/fileUploadStrings';

function ImportSrxModal({ onClose }: { onClose(): void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState('');
  const [locale, setLocale] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const importSrx = useImportSrx();
  const { showFlash } = useFlash();
  const file = files[0];

  const submit = () => {
    const parsed = SrxImportInput.safeParse({ name, locale });
    const fieldErrors = parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues);
    if (!file) fieldErrors.file = setupMessages.srxFileRequired;
    setErrors(fieldErrors);
    if (!parsed.success || !file) return;
    importSrx.mutate(
      { file, ...parsed.data },
      {
        onSuccess: (rule) => {
          showFlash({
            type: 'success',
            content: format(webMessages.srxImported, { name: rule.name }),
          });
          onClose();
        },
        onError: (error) => setErrors(fieldErrorsOfServer(error)),
      },
    );
  };
  const generalError =
    importSrx.isError && !(isApiError(importSrx.error) && importSrx.error.fieldErrors.length > 0);

  return (
    <Modal
      visible
      onDismiss={onClose}
      header="Import SRX file"
      footer={
        <ModalFooter
          onCancel={onClose}
          primary={{ text: 'Import', onClick: submit, loading: importSrx.isPending }}
        />
      }
    >
      <SpaceBetween size="m">
        {generalError && <Alert type="error">{messageOf(importSrx.error)}</Alert>}
        <FormField label="SRX file" errorText={errors.file}>
          <FileUpload
            value={files}
            onChange={({ detail }) => setFiles(detail.value)}
            accept=".srx,.xml"
            i18nStrings={singleFileUploadStrings}
          />
        </FormField>
        <FormField label="Name" errorText={errors.name}>
          <Input value={name} onChange={({ detail }) => setName(detail.value)} />
        </FormField>
        <FormField
          label="Locale"
          description="The rules of this locale are taken from the file."
          errorText={errors.locale}
        >
          <LocaleSelect locale={locale} onChange={setLocale} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

export function ImportSrxButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Import SRX</Button>
      {open && <ImportSrxModal onClose={() => setOpen(false)} />}
    </>
  );
}
