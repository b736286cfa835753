import type { TmAssignment } from '@tessera/contracts';
import {
  AssetDialog,
  ConfigureModal,
  type AssetDialogProps,
  type ConfigureStepProps,
} from '../configure/AssetDialog';
import { TmConfigure } from './TmConfigure';
import { TmSelect } from './TmSelect';
import { DEFAULT_TM_STEP, tmPicksOf, tmStepsOf, type TmPick } from './tmCells';
import { useTmConfigure } from './useTmConfigure';

function ConfigureStep(props: ConfigureStepProps<TmAssignment, TmPick>) {
  const { context, before, picks, onSave } = props;
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
    <ConfigureModal frame={props.frame} configure={configure}>
      <TmConfigure {...configure.props} />
    </ConfigureModal>
  );
}

/** Select translation memories, then Configure translation memories, then Save (spec 000 section 2.4). */
export function TransMemoryDialog(props: AssetDialogProps<TmAssignment>) {
  return (
    <AssetDialog
      {...props}
      noun="translation memories"
      picksOf={tmPicksOf}
      Select={TmSelect}
      Configure={ConfigureStep}
    />
  );
}
