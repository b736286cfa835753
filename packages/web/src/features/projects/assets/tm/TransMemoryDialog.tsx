import { useState } from 'react';
import type { TmAssignment } from '@tessera/contracts';
import type { AssetContext } from '../assetContext';
import { StepModal } from '../configure/StepModal';
import { TmConfigure } from './TmConfigure';
import { TmSelect } from './TmSelect';
import { DEFAULT_TM_STEP, tmPicksOf, tmStepsOf, type TmPick } from './tmCells';
import { useTmConfigure } from './useTmConfigure';

interface Props {
  context: AssetContext;
  before: TmAssignment[];
  step: 'select' | 'configure';
  onClose: () => void;
  /** Rejects with the message to show; the dialog stays open then. */
  onSave: (after: TmAssignment[]) => Promise<void>;
}

function ConfigureStep({
  context,
  before,
  picks,
  onBack,
  onClose,
  onSave,
}: Omit<Props, 'step'> & { picks: TmPick[]; onBack: () => void }) {
  const configure = useTmConfigure(
    before,
    picks,
    {
      steps: tmStepsOf(context.workflowSteps),
      locales: context.targetLocales,
      sourceLocale: context.sourceLocale,
      initialStep: DEFAULT_TM_STEP,
    },
    onSave,
  );
  return (
    <StepModal
      header="Configure translation memories"
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
      <TmConfigure {...configure.props} />
    </StepModal>
  );
}

/** Select translation memories, then Configure translation memories, then Save (spec 000 section 2.4). */
export function TransMemoryDialog(props: Props) {
  const { context, before, onClose } = props;
  const [step, setStep] = useState(props.step);
  const [picks, setPicks] = useState(() => tmPicksOf(before));
  if (step === 'configure')
    return <ConfigureStep {...props} picks={picks} onBack={() => setStep('select')} />;
  return (
    <StepModal
      header="Select translation memories"
      onClose={onClose}
      primary={{ text: 'Next', onClick: () => setStep('configure') }}
    >
      <TmSelect
        sourceLocale={context.sourceLocale}
        targetLocales={context.targetLocales}
        selected={picks}
        onChange={setPicks}
      />
    </StepModal>
  );
}
