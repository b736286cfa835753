import { useParams } from 'react-router';
import { useTermBaseAssignmentsQuery } from '../../../../api/getTermBases';
import { SelectStepPage } from '../configure/SelectStepPage';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import { TbSelect } from './TbSelect';
import { tbPicksOf } from './tbCells';

/** /web/selectTermBaseWorkflow/:projectUid (optional ?targetLocale=): the select step as a page. */
export default function SelectTermBasePage() {
  const page = useProjectAssetPage(useParams().projectUid);
  const assignments = useTermBaseAssignmentsQuery(page.context?.owner ?? null);
  return (
    <SelectStepPage
      title="Select term bases"
      page={page}
      assignments={assignments}
      picksOf={tbPicksOf}
      nextPath="/web/project/assignTermBase"
      Select={TbSelect}
    />
  );
}
