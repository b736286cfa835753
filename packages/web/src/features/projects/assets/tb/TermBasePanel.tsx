import { assetMessages, type TbAssignment } from '@tessera/contracts';
import { termBaseAssignmentsKey, useTermBaseAssignmentsQuery } from '../../../../api/getTermBases';
import { AssetPanelFrame, yesNo, type AssetPanelProps } from '../configure/AssetPanelFrame';
import { saveTermBaseChanges } from './saveTermBaseChanges';
import { TermBaseDialog } from './TermBaseDialog';
import { tbPriorityLabel } from './tbLabels';

/** The term bases panel of the project page and the wizard (spec 000 sections 2.2 and 2.4). */
export function TermBasePanel(props: AssetPanelProps<TbAssignment>) {
  const { context } = props;
  const query = useTermBaseAssignmentsQuery(context.mode === 'live' ? context.owner : null);
  return (
    <AssetPanelFrame
      {...props}
      query={query}
      saveChanges={saveTermBaseChanges}
      reloadKey={termBaseAssignmentsKey}
      title="Term bases"
      selectText="Select TB"
      selectPath="/web/selectTermBaseWorkflow/"
      createPath="/web/termBase/create"
      loadFailed={assetMessages.loadTermBasesFailed}
      empty={assetMessages.noTermBasesConfigured}
      trackBy={(row) => `${row.termBase.id}-${row.targetLang}`}
      nameOf={(row) => row.termBase.name}
      showHref={(row) => `/web/termBase/show/${row.termBase.id}`}
      Dialog={TermBaseDialog}
      columns={[
        { id: 'client', header: 'Client', cell: (row) => row.termBase.client?.name ?? '' },
        { id: 'targetLang', header: 'Target locale', cell: (row) => row.targetLang },
        { id: 'read', header: 'Read', cell: (row) => yesNo(row.readMode) },
        { id: 'write', header: 'Write', cell: (row) => yesNo(row.writeMode) },
        { id: 'qa', header: 'QA', cell: (row) => yesNo(row.qualityAssurance) },
        { id: 'priority', header: 'Priority', cell: (row) => tbPriorityLabel(row.priority) },
      ]}
    />
  );
}
