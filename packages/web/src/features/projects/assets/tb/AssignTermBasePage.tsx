import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TbAssignment } from '@tessera/contracts';
import { termBaseAssignmentsKey, useTermBaseAssignmentsQuery } from '../../../../api/getTermBases';
import type { AssetOwner } from '../assetContext';
import { AssetPageFrame } from '../configure/AssetPageFrame';
import { PageStep } from '../configure/PageSteps';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import type { TbPickState } from './SelectTermBasePage';
import { saveTermBaseChanges } from './saveTermBaseChanges';
import { TbConfigure } from './TbConfigure';
import { tbPicksOf, type TbPick } from './tbCells';
import { useTbConfigure } from './useTbConfigure';

interface StepProps {
  owner: AssetOwner;
  before: TbAssignment[];
  picks: TbPick[];
  locales: string[];
  onBack: () => void;
  onSaved: () => void;
}

function ConfigureStep({ owner, before, picks, locales, onBack, onSaved }: StepProps) {
  const queryClient = useQueryClient();
  const configure = useTbConfigure(before, picks, locales, async (after) => {
    try {
      await saveTermBaseChanges(owner, before, after);
    } finally {
      await queryClient.invalidateQueries({ queryKey: termBaseAssignmentsKey(owner) });
    }
    onSaved();
  });
  return (
    <PageStep
      error={configure.error}
      secondary={{ text: 'Back', onClick: onBack }}
      primary={{
        text: 'Save',
        onClick: () => void configure.save(),
        disabled: configure.blocked,
        loading: configure.saving,
      }}
    >
      <TbConfigure {...configure.props} />
    </PageStep>
  );
}

/** /web/project/assignTermBase?project=[&targetLocale=]: the configure step as a page. */
export default function AssignTermBasePage() {
  const [search] = useSearchParams();
  const projectUid = search.get('project') ?? undefined;
  const targetLocale = search.get('targetLocale');
  const passed = (useLocation().state as TbPickState | null)?.picks;
  const navigate = useNavigate();
  const { project, context, projectPage } = useProjectAssetPage(projectUid);
  const assignments = useTermBaseAssignmentsQuery(context?.owner ?? null);
  return (
    <AssetPageFrame
      title="Configure term bases"
      error={project.error ?? assignments.error}
      loading={!context || assignments.isPending}
    >
      {context?.owner && assignments.data && (
        <ConfigureStep
          owner={context.owner}
          before={assignments.data}
          picks={passed ?? tbPicksOf(assignments.data)}
          locales={targetLocale ? [targetLocale] : context.targetLocales}
          onSaved={() => void navigate(projectPage)}
          onBack={() => {
            const query = targetLocale ? `?targetLocale=${encodeURIComponent(targetLocale)}` : '';
            const state: TbPickState = { picks: passed ?? tbPicksOf(assignments.data) };
            void navigate(
              `/web/selectTermBaseWorkflow/${encodeURIComponent(projectUid ?? '')}${query}`,
              { state },
            );
          }}
        />
      )}
    </AssetPageFrame>
  );
}
