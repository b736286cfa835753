import type { TbAssignment } from '@tessera/contracts';
import {
  AssetDialog,
  ConfigureModal,
  type AssetDialogProps,
  type ConfigureStepProps,
} from '../configure/AssetDialog';
import { TbConfigure } from './TbConfigure';
import { TbSelect } from './TbSelect';
import { tbPicksOf, type TbPick } from './tbCells';
import { useTbConfigure } from './useTbConfigure';

function ConfigureStep(props: ConfigureStepProps<TbAssignment, TbPick>) {
  const { context, before, picks, onSave } = props;
  const configure = useTbConfigure(before, picks, context.targetLocales, onSave);
  return (
    <ConfigureModal frame={props.frame} configure={configure}>
      <TbConfigure {...configure.props} />
    </ConfigureModal>
  );
}

/** Select term bases, then Configure term bases, then Save (spec 000 section 2.4). */
export function TermBaseDialog(props: AssetDialogProps<TbAssignment>) {
  return (
    <AssetDialog
      {...props}
      noun="term bases"
      picksOf={tbPicksOf}
      Select={TbSelect}
      Configure={ConfigureStep}
    />
  );
}
