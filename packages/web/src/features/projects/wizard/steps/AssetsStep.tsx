import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { assetMessages, format } from '@tessera/contracts';
import type { AssetContext, AssetDrafts } from '../../assets/assetContext';
import { ReferencePanel } from '../../assets/references/ReferencePanel';
import { TermBasePanel } from '../../assets/tb/TermBasePanel';
import { TransMemoryPanel } from '../../assets/tm/TransMemoryPanel';
import type { AssetLoadErrors } from '../assetDrafts';

interface Props {
  /** Draft mode: the panels change the form only; the wizard saves them after the record. */
  context: AssetContext;
  assets: AssetDrafts;
  loadErrors: AssetLoadErrors;
  onChange(patch: Partial<AssetDrafts>): void;
}

/** Step 2: term bases, translation memories and references; a failed load replaces its panel. */
export function AssetsStep({ context, assets, loadErrors, onChange }: Props) {
  const failed = (message: string, error: string) => (
    <Alert type="error">{format(message, { error })}</Alert>
  );
  return (
    <SpaceBetween size="l">
      {loadErrors.termBases !== undefined ? (
        failed(assetMessages.loadTermBasesFailed, loadErrors.termBases)
      ) : (
        <TermBasePanel
          context={context}
          draft={{ value: assets.termBases, onChange: (termBases) => onChange({ termBases }) }}
        />
      )}
      {loadErrors.transMemories !== undefined ? (
        failed(assetMessages.loadTmsFailed, loadErrors.transMemories)
      ) : (
        <TransMemoryPanel
          context={context}
          draft={{
            value: assets.transMemories,
            onChange: (transMemories) => onChange({ transMemories }),
          }}
        />
      )}
      {loadErrors.references !== undefined ? (
        failed(assetMessages.loadReferencesFailed, loadErrors.references)
      ) : (
        <ReferencePanel
          context={context}
          draft={{ value: assets.references, onChange: (references) => onChange({ references }) }}
        />
      )}
    </SpaceBetween>
  );
}
