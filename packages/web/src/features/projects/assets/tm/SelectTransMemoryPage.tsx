import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_WORKFLOW_STEP_ID } from '@tessera/contracts';
import { useTransMemoryAssignmentsQuery } from '../../../../api/getTransMemories';
import { AssetPageFrame } from '../configure/AssetPageFrame';
import { PickPageStep } from '../configure/PageSteps';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import { TmSelect } from './TmSelect';
import { tmPicksOf, type TmPick } from './tmCells';

/** What the select page hands to the configure page (and back). */
export interface TmPickState {
  picks: TmPick[];
}

/** /web/selectTranslationMemoryWorkflow/:projectUid (optional ?targetLocale=): the select step as a page. */
export default function SelectTransMemoryPage() {
  const { projectUid } = useParams();
  const [search] = useSearchParams();
  const passed = (useLocation().state as TmPickState | null)?.picks;
  const navigate = useNavigate();
  const { project, context, projectPage } = useProjectAssetPage(projectUid);
  const assignments = useTransMemoryAssignmentsQuery(context?.owner ?? null);
  const targetLocale = search.get('targetLocale');
  return (
    <AssetPageFrame
      title="Select translation memories"
      error={project.error ?? assignments.error}
      loading={!context || assignments.isPending}
    >
      {context && assignments.data && (
        <PickPageStep
          initial={passed ?? tmPicksOf(assignments.data)}
          onCancel={() => void navigate(projectPage)}
          onNext={(picks) => {
            const query = new URLSearchParams({
              project: projectUid ?? '',
              workflow: search.get('workflow') ?? String(DEFAULT_WORKFLOW_STEP_ID),
            });
            if (targetLocale) query.set('targetLocale', targetLocale);
            const state: TmPickState = { picks };
            void navigate(`/web/project/assignTransMemory?${query.toString()}`, { state });
          }}
        >
          {(picks, setPicks) => (
            <TmSelect
              sourceLocale={context.sourceLocale}
              targetLocales={targetLocale ? [targetLocale] : context.targetLocales}
              selected={picks}
              onChange={setPicks}
            />
          )}
        </PickPageStep>
      )}
    </AssetPageFrame>
  );
}
