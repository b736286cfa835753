import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_WORKFLOW_STEP_ID } from '@tessera/contracts';
import { useTransMemoryAssignmentsQuery } from '../../../../api/getTransMemories';
import { SelectStepPage } from '../configure/SelectStepPage';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import { TmSelect } from './TmSelect';
import { tmPicksOf } from './tmCells';

/** /web/selectTranslationMemoryWorkflow/:projectUid (optional ?workflow=&targetLocale=): the select step as a page. */
export default function SelectTransMemoryPage() {
  const [search] = useSearchParams();
  const page = useProjectAssetPage(useParams().projectUid);
  const assignments = useTransMemoryAssignmentsQuery(page.context?.owner ?? null);
  return (
    <SelectStepPage
      title="Select translation memories"
      page={page}
      assignments={assignments}
      picksOf={tmPicksOf}
      nextPath="/web/project/assignTransMemory"
      nextParams={{ workflow: search.get('workflow') ?? String(DEFAULT_WORKFLOW_STEP_ID) }}
      Select={TmSelect}
    />
  );
}
