import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { JobPart } from '@tessera/contracts';
import { useState, type ReactNode } from 'react';
import { fetchJobSegmentsCounts } from '../api/jobSegmentsCounts';
import { useFlash } from './flash';
import { ModalFooter } from './ModalFooter';
import { editorPath, openingLabels, openingRefusal, previousStepIncomplete } from './openingRules';

type OpenedJob = Pick<JobPart, 'id' | 'targetLocale' | 'creationTask' | 'status'>;

/** Opens jobs in the editor in a new tab, after the spec's refusals and warning (section 4). */
export function useEditorOpening(linguist: boolean): {
  openInEditor(jobs: readonly OpenedJob[]): void;
  checking: boolean;
  warningModal: ReactNode;
} {
  const { showFlash } = useFlash();
  const [checking, setChecking] = useState(false);
  const [warnedIds, setWarnedIds] = useState<readonly number[] | null>(null);
  const open = (ids: readonly number[]) => {
    setWarnedIds(null);
    window.open(editorPath(ids), '_blank');
  };
  const check = async (jobs: readonly OpenedJob[]) => {
    const refusal = openingRefusal(jobs, linguist);
    if (refusal) return showFlash({ type: 'error', content: refusal });
    const ids = jobs.map((job) => job.id);
    setChecking(true);
    // Without the counts the warning cannot be known; the editor opens, as it would without one.
    const counts = await fetchJobSegmentsCounts(ids).catch(() => []);
    setChecking(false);
    if (previousStepIncomplete(counts)) setWarnedIds(ids);
    else open(ids);
  };
  const warningModal = (
    <Modal
      visible={warnedIds !== null}
      header={openingLabels.previousStepHeader}
      onDismiss={() => setWarnedIds(null)}
      footer={
        <ModalFooter
          onCancel={() => setWarnedIds(null)}
          primary={{ text: openingLabels.openAnyway, onClick: () => open(warnedIds ?? []) }}
        />
      }
    >
      {openingLabels.previousStepIncomplete}
    </Modal>
  );
  return { openInEditor: (jobs) => void check(jobs), checking, warningModal };
}

interface Props {
  selected: readonly OpenedJob[];
  linguist: boolean;
  label?: string;
}

/** The job lists' "Open in editor": needs a selection. */
export function OpenInEditorButton({ selected, linguist, label = openingLabels.open }: Props) {
  const { openInEditor, checking, warningModal } = useEditorOpening(linguist);
  return (
    <>
      <Button
        disabled={selected.length === 0}
        loading={checking}
        onClick={() => openInEditor(selected)}
      >
        {label}
      </Button>
      {warningModal}
    </>
  );
}
