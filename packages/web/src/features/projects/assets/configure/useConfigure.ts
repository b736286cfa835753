import { useState } from 'react';
import { messageOf } from '../../../../api/http';
import type { FooterAction } from '../../../../components/ModalFooter';
import type { ConfigureMode } from './ModeSwitch';

interface ConfigureRules<Cell, Row> {
  /** The cells the step starts with (and returns to when the mode switches). */
  initial: () => Cell[];
  errors: (cells: Cell[], allLocales: boolean) => string[];
  /** The assignments the cells stand for. */
  after: (cells: Cell[]) => Row[];
  /** Rejects with the failure to show; the step stays open then. */
  onSave: (after: Row[]) => Promise<void>;
}

/** A configure step's cells, mode, error lines and save (spec 000 sections 2.4 and 5). */
export function useConfigure<Cell, Row>(rules: ConfigureRules<Cell, Row>) {
  const [initial] = useState(rules.initial);
  const [cells, setCells] = useState(initial);
  const [mode, setMode] = useState<ConfigureMode>('perLocale');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = rules.errors(cells, mode === 'allLocales');
  const blocked = errors.length > 0 || saving;
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await rules.onSave(rules.after(cells));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return {
    state: {
      cells,
      onChange: setCells,
      mode,
      // Compared by value: a box ticked and unticked again is no change.
      changed: JSON.stringify(cells) !== JSON.stringify(initial),
      onSwitchMode: (next: ConfigureMode) => {
        setMode(next);
        setCells(initial);
      },
    },
    error,
    /** The step's Save (or Confirm) button. */
    saveAction: (text: string): FooterAction => ({
      text,
      onClick: () => void save(),
      disabled: blocked,
      loading: saving,
    }),
  };
}
