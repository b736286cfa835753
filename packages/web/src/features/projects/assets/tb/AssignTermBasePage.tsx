import { useSearchParams } from 'react-router';
import type { TbAssignment } from '@tessera/contracts';
import { termBaseAssignmentsKey, useTermBaseAssignmentsQuery } from '../../../../api/getTermBases';
import { ConfigureStepPage, type PageConfigureProps } from '../configure/ConfigureStepPage';
import { PageStep } from '../configure/PageSteps';
import { useProjectAssetPage } from '../configure/useProjectAssetPage';
import { saveTermBaseChanges } from './saveTermBaseChanges';
import { TbConfigure } from './TbConfigure';
import { tbPicksOf, type TbPick } from './tbCells';
import { useTbConfigure } from './useTbConfigure';

function ConfigureStep({
  before,
  picks,
  locales,
  onSave,
  onBack,
}: PageConfigureProps<TbAssignment, TbPick>) {
  const configure = useTbConfigure(before, picks, locales, onSave);
  return (
    <PageStep error={configure.error} onBack={onBack} primary={configure.saveAction('Save')}>
      <TbConfigure {...configure.props} />
    </PageStep>
  );
}

/** /web/project/assignTermBase?project=[&targetLocale=]: the configure step as a page. */
export default function AssignTermBasePage() {
  const page = useProjectAssetPage(useSearchParams()[0].get('project') ?? undefined);
  const assignments = useTermBaseAssignmentsQuery(page.context?.owner ?? null);
  return (
    <ConfigureStepPage
      title="Configure term bases"
      page={page}
      assignments={assignments}
      picksOf={tbPicksOf}
      saveChanges={saveTermBaseChanges}
      reloadKey={termBaseAssignmentsKey}
      backPath="/web/selectTermBaseWorkflow/"
    >
      {(step) => <ConfigureStep {...step} />}
    </ConfigureStepPage>
  );
}
