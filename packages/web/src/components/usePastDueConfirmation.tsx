import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import { useState, type ReactNode } from 'react';
import { dueDateMessages, format } from '@tessera/contracts';
import { ModalFooter } from './ModalFooter';
import { useDates } from './useDates';

/**
 * A wizard's submit with a due date in the past asks first: `confirm` runs `proceed` at once when
 * every due date (ISO, or null for none) is still ahead, else after the user's Continue.
 */
export function usePastDueConfirmation(): {
  confirm(dues: ReadonlyArray<string | null>, proceed: () => void): void;
  modal: ReactNode;
} {
  const { formatDateTime } = useDates();
  const [asking, setAsking] = useState<{ due: string; proceed: () => void } | null>(null);
  const confirm = (dues: ReadonlyArray<string | null>, proceed: () => void) => {
    const past = dues.find((due) => due !== null && Date.parse(due) < Date.now());
    if (!past) return proceed();
    setAsking({ due: past, proceed });
  };
  const modal = asking && (
    <Modal
      visible
      header={dueDateMessages.confirmHeader}
      onDismiss={() => setAsking(null)}
      footer={
        <ModalFooter
          onCancel={() => setAsking(null)}
          primary={{
            text: dueDateMessages.confirmButton,
            onClick: () => {
              setAsking(null);
              asking.proceed();
            },
          }}
        />
      }
    >
      <Box variant="p">{format(dueDateMessages.confirm, { due: formatDateTime(asking.due) })}</Box>
    </Modal>
  );
  return { confirm, modal };
}
