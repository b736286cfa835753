import { useSearchParams } from 'react-router';
import type { TmAssignment } from '@tessera/contracts';
import {
  transMemoryAssignmentsKey,
  useTransMemoryAssignmentsQuery,
} from '../../../../api/getTransMemories';
import { ConfigureStepPage, type PageConfigureProps } from '../configure/ConfigureStepPage';
import { PageStep } from '../configure/PageSteps';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import { saveTransMemoryChanges } from './saveTransMemoryChanges';
import { TmConfigure } from './TmConfigure';
import { DEFAULT_TM_STEP, tmPicksOf, tmStepsOf, type TmPick } from './tmCells';
import { useTmConfigure } from './useTmConfigure';

function ConfigureStep({
  context,
  before,
  picks,
  locales,
  workflow,
  onSave,
  onBack,
}: PageConfigureProps<TmAssignment, TmPick> & { workflow: number }) {
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
    onSave,
  );
  return (
    <PageStep error={configure.error} onBack={onBack} primary={configure.saveAction('Save')}>
      <TmConfigure {...configure.props} />
    </PageStep>
  );
}

/** /web/project/assignTransMemory?project=&workflow=[&targetLocale=]: the configure step as a page. */
export default function AssignTransMemoryPage() {
  const [search] = useSearchParams();
  const workflow = Number(search.get('workflow'));
  const page = useProjectAssetPage(search.get('project') ?? undefined);
  const assignments = useTransMemoryAssignmentsQuery(page.context?.owner ?? null);
  return (
    <ConfigureStepPage
      title="Configure translation memories"
      page={page}
      assignments={assignments}
      picksOf={tmPicksOf}
      saveChanges={saveTransMemoryChanges}
      reloadKey={transMemoryAssignmentsKey}
      backPath="/web/selectTranslationMemoryWorkflow/"
      backParams={{ workflow: String(workflow) }}
    >
      {(step) => <ConfigureStep {...step} workflow={workflow} />}
    </ConfigureStepPage>
  );
}
