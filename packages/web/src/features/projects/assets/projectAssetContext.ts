import type { Project } from '@tessera/contracts';
import type { AssetContext } from './assetContext';

/** The live asset context of a project page: its locales and steps, saved at once. */
export function projectAssetContext(project: Project, canEdit: boolean): AssetContext {
  return {
    mode: 'live',
    isTemplate: false,
    owner: { kind: 'project', projectUid: project.uid },
    sourceLocale: project.sourceLang,
    targetLocales: project.targetLangs,
    workflowSteps: project.workflowSteps.map((step) => ({
      id: step.id,
      name: step.name,
      ord: step.level,
    })),
    canEdit,
  };
}
