import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTermBaseAssignmentsQuery } from '../../../../api/getTermBases';
import { AssetPageFrame } from '../configure/AssetPageFrame';
import { PickPageStep } from '../configure/PageSteps';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import { TbSelect } from './TbSelect';
import { tbPicksOf, type TbPick } from './tbCells';

/** What the select page hands to the configure page (and back). */
export interface TbPickState {
  picks: TbPick[];
}

/** /web/selectTermBaseWorkflow/:projectUid (optional ?targetLocale=): the select step as a page. */
export default function SelectTermBasePage() {
  const { projectUid } = useParams();
  const [search] = useSearchParams();
  const passed = (useLocation().state as TbPickState | null)?.picks;
  const navigate = useNavigate();
  const { project, context, projectPage } = useProjectAssetPage(projectUid);
  const assignments = useTermBaseAssignmentsQuery(context?.owner ?? null);
  const targetLocale = search.get('targetLocale');
  return (
    <AssetPageFrame
      title="Select term bases"
      error={project.error ?? assignments.error}
      loading={!context || assignments.isPending}
    >
      {context && assignments.data && (
        <PickPageStep
          initial={passed ?? tbPicksOf(assignments.data)}
          onCancel={() => void navigate(projectPage)}
          onNext={(picks) => {
            const query = new URLSearchParams({ project: projectUid ?? '' });
            if (targetLocale) query.set('targetLocale', targetLocale);
            const state: TbPickState = { picks };
            void navigate(`/web/project/assignTermBase?${query.toString()}`, { state });
          }}
        >
          {(picks, setPicks) => (
            <TbSelect
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
