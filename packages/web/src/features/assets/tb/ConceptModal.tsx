import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { termStatuses, type Concept, type TermBase, type TermStatus } from '@tessera/contracts';
import { useCreateConcept } from '../../../api/createConcept';
import { messageOf } from '../../../api/http';
import { useUpdateConcept } from '../../../api/updateConcept';
import { useFlash } from '../../../components/flash';
import { localeName } from '@tessera/contracts';
import { termStatusLabels } from '../assetFacts';
import { conceptInputOf, draftOf, type ConceptDraft, type TermRow } from '../conceptDraft';
import { assetPageMessages } from '../messages';

const statusOptions = termStatuses.map((status) => ({
  value: status,
  label: termStatusLabels[status],
}));
const isTermStatus = (value: string | undefined): value is TermStatus =>
  termStatuses.some((status) => status === value);

/** Add or edit a concept: one row per language (term and status), then definition and note. */
export function ConceptModal({
  termBase,
  concept,
  onClose,
}: {
  termBase: TermBase;
  /** The concept to edit; absent to add one. */
  concept?: Concept;
  onClose(): void;
}) {
  const [draft, setDraft] = useState<ConceptDraft>(() => draftOf(concept, termBase.langs));
  const [termError, setTermError] = useState<string>();
  const create = useCreateConcept();
  const update = useUpdateConcept();
  const { showFlash } = useFlash();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const changeRow = (index: number, patch: Partial<TermRow>) =>
    setDraft({
      ...draft,
      rows: draft.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    });

  const save = () => {
    const input = conceptInputOf(draft);
    if (input.terms.length === 0) {
      setTermError(assetPageMessages.conceptNeedsTerm);
      return;
    }
    setTermError(undefined);
    const onSuccess = () => {
      showFlash({ type: 'success', content: assetPageMessages.conceptSaved });
      onClose();
    };
    if (concept) update.mutate({ id: termBase.id, conceptId: concept.id, input }, { onSuccess });
    else create.mutate({ id: termBase.id, input }, { onSuccess });
  };
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={concept ? 'Edit concept' : 'Add concept'}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={saving} onClick={save}>
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure && <Alert type="error">{messageOf(failure)}</Alert>}
        {termError && <Alert type="error">{termError}</Alert>}
        {draft.rows.map((row, index) => (
          <Grid key={row.id ?? `new-${index}`} gridDefinition={[{ colspan: 8 }, { colspan: 4 }]}>
            <FormField label={`Term (${localeName(row.lang)})`}>
              <Input
                value={row.text}
                onChange={({ detail }) => changeRow(index, { text: detail.value })}
              />
            </FormField>
            <FormField label={`Status (${localeName(row.lang)})`}>
              <Select
                selectedOption={statusOptions.find((option) => option.value === row.status) ?? null}
                options={statusOptions}
                onChange={({ detail }) => {
                  const status = detail.selectedOption.value;
                  if (isTermStatus(status)) changeRow(index, { status });
                }}
              />
            </FormField>
          </Grid>
        ))}
        <FormField label="Definition">
          <Textarea
            value={draft.definition}
            rows={2}
            onChange={({ detail }) => setDraft({ ...draft, definition: detail.value })}
          />
        </FormField>
        <FormField label="Note">
          <Textarea
            value={draft.note}
            rows={2}
            onChange={({ detail }) => setDraft({ ...draft, note: detail.value })}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
