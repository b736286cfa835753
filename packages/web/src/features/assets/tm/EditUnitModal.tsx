import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { localeName, TmUnitInput, type TmUnit } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { useUpdateTmUnit } from '../../../api/updateTmUnit';
import { fieldErrorsOfIssues, type FieldErrors } from '../../../components/fieldErrors';
import { useFlash } from '../../../components/flash';
import { ModalFooter } from '../../../components/ModalFooter';
import { assetPageMessages } from '../messages';

/** Edit a unit's source and target; tags such as {1} stay as they are written. */
export function EditUnitModal({
  memoryId,
  unit,
  onClose,
}: {
  memoryId: number;
  unit: TmUnit;
  onClose(): void;
}) {
  const [source, setSource] = useState(unit.source);
  const [target, setTarget] = useState(unit.target);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateTmUnit();
  const { showFlash } = useFlash();
  const save = () => {
    const parsed = TmUnitInput.safeParse({ source, target });
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(
      { id: memoryId, unitId: unit.id, input: parsed.data },
      {
        onSuccess: () => {
          showFlash({ type: 'success', content: assetPageMessages.unitSaved });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header="Edit unit"
      footer={
        <ModalFooter
          onCancel={onClose}
          primary={{ text: 'Save', onClick: save, loading: update.isPending }}
        />
      }
    >
      <SpaceBetween size="m">
        {update.isError && <Alert type="error">{messageOf(update.error)}</Alert>}
        <FormField label={`Source (${localeName(unit.sourceLang)})`} errorText={errors.source}>
          <Textarea value={source} rows={3} onChange={({ detail }) => setSource(detail.value)} />
        </FormField>
        <FormField label={`Target (${localeName(unit.targetLang)})`} errorText={errors.target}>
          <Textarea value={target} rows={3} onChange={({ detail }) => setTarget(detail.value)} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
