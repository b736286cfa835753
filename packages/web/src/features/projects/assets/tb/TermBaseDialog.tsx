import { useState } from 'react';
import type { TbAssignment } from '@tessera/contracts';
import type { AssetContext } from '../assetContext';
import { StepModal } from '../configure/StepModal';
import { TbConfigure } from './TbConfigure';
import { TbSelect } from './TbSelect';
import { tbPicksOf, type TbPick } from './tbCells';
import { useTbConfigure } from './useTbConfigure';

interface Props {
  context: AssetContext;
  before: TbAssignment[];
  step: 'select' | 'configure';
  onClose: () => void;
  /** Rejects with the message to show; the dialog stays open then. */
  onSave: (after: TbAssignment[]) => Promise<void>;
}

function ConfigureStep({
  context,
  before,
  picks,
  onBack,
  onClose,
  onSave,
}: Omit<Props, 'step'> & { picks: TbPick[]; onBack: () => void }) {
  const configure = useTbConfigure(before, picks, context.targetLocales, onSave);
  return (
    <StepModal
      header="Configure term bases"
      onClose={onClose}
      onBack={onBack}
      error={configure.error}
      primary={{
        text: context.isTemplate ? 'Confirm' : 'Save',
        onClick: () => void configure.save(),
        disabled: configure.blocked,
        loading: configure.saving,
      }}
    >
      <TbConfigure {...configure.props} />
    </StepModal>
  );
}

/** Select term bases, then Configure term bases, then Save (spec 000 section 2.4). */
export function TermBaseDialog(props: Props) {
  const { context, before, onClose } = props;
  const [step, setStep] = useState(props.step);
  const [picks, setPicks] = useState(() => tbPicksOf(before));
  if (step === 'configure')
    return <ConfigureStep {...props} picks={picks} onBack={() => setStep('select')} />;
  return (
    <StepModal
      header="Select term bases"
      onClose={onClose}
      primary={{ text: 'Next', onClick: () => setStep('configure') }}
    >
      <TbSelect
        sourceLocale={context.sourceLocale}
        targetLocales={context.targetLocales}
        selected={picks}
        onChange={setPicks}
      />
    </StepModal>
  );
}
