import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TmAssignment } from '@tessera/contracts';
import {
  transMemoryAssignmentsKey,
  useTransMemoryAssignmentsQuery,
} from '../../../../api/getTransMemories';
import type { AssetContext, AssetOwner } from '../assetContext';
import { AssetPageFrame } from '../configure/AssetPageFrame';
import { PageStep } from '../configure/PageSteps';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import type { TmPickState } from './SelectTransMemoryPage';
import { saveTransMemoryChanges } from './saveTransMemoryChanges';
import { TmConfigure } from './TmConfigure';
import { DEFAULT_TM_STEP, tmPicksOf, tmStepsOf, type TmPick } from './tmCells';
import { useTmConfigure } from './useTmConfigure';

interface StepProps {
  owner: AssetOwner;
  context: AssetContext;
  before: TmAssignment[];
  picks: TmPick[];
  locales: string[];
  workflow: number;
  onBack: () => void;
  onSaved: () => void;
}

function ConfigureStep({ owner, context, before, picks, locales, workflow, ...on }: StepProps) {
  const queryClient = useQueryClient();
  const steps = tmStepsOf(context.workflowSteps);
  const configure = useTmConfigure(
    before,
    picks,
    {
      steps,
      locales,
      sourceLocale: context.sourceLocale,
      initialStep: steps.find((step) => step.id === workflow) ?? DEFAULT_TM_STEP,
    },
    async (after) => {
      try {
        await saveTransMemoryChanges(owner, before, after);
      } finally {
        await queryClient.invalidateQueries({ queryKey: transMemoryAssignmentsKey(owner) });
      }
      on.onSaved();
    },
  );
  return (
    <PageStep
      error={configure.error}
      secondary={{ text: 'Back', onClick: on.onBack }}
      primary={{
        text: 'Save',
        onClick: () => void configure.save(),
        disabled: configure.blocked,
        loading: configure.saving,
      }}
    >
      <TmConfigure {...configure.props} />
    </PageStep>
  );
}

/** /web/project/assignTransMemory?project=&workflow=[&targetLocale=]: the configure step as a page. */
export default function AssignTransMemoryPage() {
  const [search] = useSearchParams();
  const projectUid = search.get('project') ?? undefined;
  const targetLocale = search.get('targetLocale');
  const workflow = Number(search.get('workflow'));
  const passed = (useLocation().state as TmPickState | null)?.picks;
  const navigate = useNavigate();
  const { project, context, projectPage } = useProjectAssetPage(projectUid);
  const assignments = useTransMemoryAssignmentsQuery(context?.owner ?? null);
  return (
    <AssetPageFrame
      title="Configure translation memories"
      error={project.error ?? assignments.error}
      loading={!context || assignments.isPending}
    >
      {context?.owner && assignments.data && (
        <ConfigureStep
          owner={context.owner}
          context={context}
          before={assignments.data}
          picks={passed ?? tmPicksOf(assignments.data)}
          locales={targetLocale ? [targetLocale] : context.targetLocales}
          workflow={workflow}
          onSaved={() => void navigate(projectPage)}
          onBack={() => {
            const query = new URLSearchParams({ workflow: String(workflow) });
            if (targetLocale) query.set('targetLocale', targetLocale);
            const state: TmPickState = { picks: passed ?? tmPicksOf(assignments.data) };
            void navigate(
              `/web/selectTranslationMemoryWorkflow/${encodeURIComponent(projectUid ?? '')}?${query.toString()}`,
              { state },
            );
          }}
        />
      )}
    </AssetPageFrame>
  );
}
