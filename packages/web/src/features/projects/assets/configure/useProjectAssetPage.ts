import { useProjectQuery } from '../../../../api/project';
import { useProjectRights } from '../../useProjectRights';
import { projectAssetContext } from '../projectAssetContext';

/** The project of a select or configure page, with its asset context and the page it returns to. */
export function useProjectAssetPage(projectUid: string | undefined) {
  const project = useProjectQuery(projectUid);
  const rights = useProjectRights();
  const context = project.data
    ? projectAssetContext(project.data, rights.canEdit(project.data.owner.id))
    : null;
  return {
    project,
    context,
    projectPage: `/web/project2/show/${encodeURIComponent(projectUid ?? '')}`,
  };
}
