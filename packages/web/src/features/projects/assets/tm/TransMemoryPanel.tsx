import { assetMessages, type TmAssignment } from '@tessera/contracts';
import {
  transMemoryAssignmentsKey,
  useTransMemoryAssignmentsQuery,
} from '../../../../api/getTransMemories';
import { AssetPanelFrame, yesNo, type AssetPanelProps } from '../configure/AssetPanelFrame';
import { saveTransMemoryChanges } from './saveTransMemoryChanges';
import { TransMemoryDialog } from './TransMemoryDialog';

/** The translation memories panel of the project page and the wizard (spec 000 sections 2.2 and 2.4). */
export function TransMemoryPanel(props: AssetPanelProps<TmAssignment>) {
  const { context } = props;
  const query = useTransMemoryAssignmentsQuery(context.mode === 'live' ? context.owner : null);
  return (
    <AssetPanelFrame
      {...props}
      query={query}
      saveChanges={saveTransMemoryChanges}
      reloadKey={transMemoryAssignmentsKey}
      title="Translation memories"
      selectText="Select TM"
      selectPath="/web/selectTranslationMemoryWorkflow/"
      createPath="/web/transMemory/create"
      loadFailed={assetMessages.loadTmsFailed}
      empty={assetMessages.noTmsConfigured}
      trackBy={(row) => `${row.id}-${row.workflowStepId ?? ''}-${row.targetLang}`}
      nameOf={(row) => row.name}
      showHref={(row) => `/web/transMemory/show/${row.id}`}
      Dialog={TransMemoryDialog}
      columns={[
        { id: 'client', header: 'Client', cell: (row) => row.client?.name ?? '' },
        { id: 'targetLang', header: 'Target locale', cell: (row) => row.targetLang },
        { id: 'workflowStep', header: 'Workflow step', cell: (row) => row.workflowStepName },
        { id: 'read', header: 'Read', cell: (row) => yesNo(row.readMode) },
        { id: 'write', header: 'Write', cell: (row) => yesNo(row.writeMode) },
        { id: 'penalty', header: 'Penalty', cell: (row) => `${row.penalty}%` },
      ]}
    />
  );
}
