import { useState } from 'react';

/** A modal's call whose answer, a message or null, keeps the modal open with it or closes it. */
export function useModalAnswer(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (call: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    const failure = await call();
    setBusy(false);
    if (failure === null) onClose();
    else setError(failure);
  };
  return { error, setError, busy, send };
}
