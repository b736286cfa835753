import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { JobPart } from '@tessera/contracts';
import { useState } from 'react';
import { fetchJobSegmentsCounts } from '../api/jobSegmentsCounts';
import { useFlash } from './flash';
import { ModalFooter } from './ModalFooter';
import { editorPath, openingLabels, openingRefusal, previousStepIncomplete } from './openingRules';

interface Props {
  selected: readonly JobPart[];
  linguist: boolean;
}

/** The job lists' "Open in editor": a new tab, after the spec's refusals and warning. */
export function OpenInEditorButton({ selected, linguist }: Props) {
  const { showFlash } = useFlash();
  const [checking, setChecking] = useState(false);
  const [warning, setWarning] = useState(false);
  const ids = selected.map((job) => job.id);
  const open = () => {
    setWarning(false);
    window.open(editorPath(ids), '_blank');
  };
  const onClick = async () => {
    const refusal = openingRefusal(selected, linguist);
    if (refusal) return showFlash({ type: 'error', content: refusal });
    setChecking(true);
    // Without the counts the warning cannot be known; the editor opens, as it would without one.
    const counts = await fetchJobSegmentsCounts(ids).catch(() => []);
    setChecking(false);
    if (previousStepIncomplete(counts)) setWarning(true);
    else open();
  };
  return (
    <>
      <Button disabled={selected.length === 0} loading={checking} onClick={() => void onClick()}>
        {openingLabels.open}
      </Button>
      <Modal
        visible={warning}
        header={openingLabels.previousStepHeader}
        onDismiss={() => setWarning(false)}
        footer={
          <ModalFooter
            onCancel={() => setWarning(false)}
            primary={{ text: openingLabels.openAnyway, onClick: open }}
          />
        }
      >
        {openingLabels.previousStepIncomplete}
      </Modal>
    </>
  );
}
