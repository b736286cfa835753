import { useState, type ComponentType, type ReactNode } from 'react';
import type { FooterAction } from '../../../../components/ModalFooter';
import type { AssetContext } from '../assetContext';
import { StepModal } from './StepModal';

/** What a panel hands its term base or translation memory dialog. */
export interface AssetDialogProps<Row> {
  context: AssetContext;
  before: Row[];
  step: 'select' | 'configure';
  onClose: () => void;
  /** Rejects with the message to show; the dialog stays open then. */
  onSave: (after: Row[]) => Promise<void>;
}

/** The select step's body, in the dialogs and on the select pages. */
export interface SelectProps<Pick> {
  sourceLocale: string;
  targetLocales: string[];
  selected: Pick[];
  onChange: (selected: Pick[]) => void;
}

/** The configure step's modal: its header, buttons and way back. */
interface ConfigureFrame {
  header: string;
  primaryText: string;
  onClose: () => void;
  onBack: () => void;
}

export interface ConfigureStepProps<Row, Pick> extends Omit<AssetDialogProps<Row>, 'step'> {
  picks: Pick[];
  frame: ConfigureFrame;
}

/** The configure step's modal around the body of a configure hook. */
export function ConfigureModal({
  frame,
  configure,
  children,
}: {
  frame: ConfigureFrame;
  configure: { error: string | null; saveAction: (text: string) => FooterAction };
  children: ReactNode;
}) {
  return (
    <StepModal
      header={frame.header}
      onClose={frame.onClose}
      onBack={frame.onBack}
      error={configure.error}
      primary={configure.saveAction(frame.primaryText)}
    >
      {children}
    </StepModal>
  );
}

interface Props<Row, Pick> extends AssetDialogProps<Row> {
  /** The kind of asset in the step headers, e.g. 'term bases'. */
  noun: string;
  picksOf: (rows: Row[]) => Pick[];
  Select: ComponentType<SelectProps<Pick>>;
  Configure: ComponentType<ConfigureStepProps<Row, Pick>>;
}

/** Select, then Configure, then Save (spec 000 section 2.4). */
export function AssetDialog<Row, Pick>({
  noun,
  picksOf,
  Select,
  Configure,
  step: firstStep,
  ...props
}: Props<Row, Pick>) {
  const { context, before, onClose } = props;
  const [step, setStep] = useState(firstStep);
  const [picks, setPicks] = useState(() => picksOf(before));
  if (step === 'configure') {
    const frame: ConfigureFrame = {
      header: `Configure ${noun}`,
      primaryText: context.isTemplate ? 'Confirm' : 'Save',
      onClose,
      onBack: () => setStep('select'),
    };
    return <Configure {...props} picks={picks} frame={frame} />;
  }
  return (
    <StepModal
      header={`Select ${noun}`}
      onClose={onClose}
      primary={{ text: 'Next', onClick: () => setStep('configure') }}
    >
      <Select
        sourceLocale={context.sourceLocale}
        targetLocales={context.targetLocales}
        selected={picks}
        onChange={setPicks}
      />
    </StepModal>
  );
}
