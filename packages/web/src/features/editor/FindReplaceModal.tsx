import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { format, type SegmentSearch } from '@tessera/contracts';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useReplaceInTargets } from '../../api/editorReplace';
import { ModalFooter } from '../../components/ModalFooter';
import { filterLabels } from './segmentSearch';

interface Props {
  jobPart: number;
  /** The grid's filter and search: the replace changes only the segments they show. */
  within: SegmentSearch;
  onClose(): void;
  onReplaced(changed: number): void;
}

/** Find and replace in the targets the grid shows (locked ones excepted); it reports how many changed. */
export function FindReplaceModal({ jobPart, within, onClose, onReplaced }: Props) {
  const [find, setFind] = useState('');
  const [replaceWith, setReplaceWith] = useState('');
  const [regex, setRegex] = useState(within.regex);
  const [matchCase, setMatchCase] = useState(within.matchCase);
  const replace = useReplaceInTargets();
  const submit = () =>
    replace.mutate(
      { jobPartId: jobPart, find, replace: replaceWith, regex, matchCase, within },
      { onSuccess: (answer) => onReplaced(answer.changed) },
    );
  return (
    <Modal
      visible
      header={filterLabels.findReplace}
      onDismiss={onClose}
      footer={
        <ModalFooter
          onCancel={onClose}
          cancelText="Close"
          primary={{
            text: filterLabels.replaceAll,
            onClick: submit,
            loading: replace.isPending,
            disabled: find === '',
          }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box color="text-body-secondary">{filterLabels.replaceScope}</Box>
        <FormField label={filterLabels.find}>
          <Input value={find} onChange={({ detail }) => setFind(detail.value)} autoFocus />
        </FormField>
        <FormField label={filterLabels.replaceWith}>
          <Input value={replaceWith} onChange={({ detail }) => setReplaceWith(detail.value)} />
        </FormField>
        <SpaceBetween direction="horizontal" size="l">
          <Checkbox checked={regex} onChange={({ detail }) => setRegex(detail.checked)}>
            {filterLabels.regex}
          </Checkbox>
          <Checkbox checked={matchCase} onChange={({ detail }) => setMatchCase(detail.checked)}>
            {filterLabels.matchCase}
          </Checkbox>
        </SpaceBetween>
        {replace.isSuccess && (
          <Alert type="success">{format(filterLabels.replaced, { n: replace.data.changed })}</Alert>
        )}
        {replace.isError && (
          <Alert type="error">
            {format(filterLabels.replaceFailed, { error: messageOf(replace.error) })}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
