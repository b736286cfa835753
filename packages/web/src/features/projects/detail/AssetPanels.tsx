import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Project } from '@tessera/contracts';
import { projectAssetContext } from '../assets/projectAssetContext';
import { ReferencePanel } from '../assets/references/ReferencePanel';
import { TermBasePanel } from '../assets/tb/TermBasePanel';
import { TransMemoryPanel } from '../assets/tm/TransMemoryPanel';

/** The term base, translation memory and reference panels of the project page (spec 000 section 2.2). */
export function AssetPanels({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const context = projectAssetContext(project, canEdit);
  return (
    <SpaceBetween size="l">
      <TermBasePanel context={context} />
      <TransMemoryPanel context={context} />
      <ReferencePanel context={context} />
    </SpaceBetween>
  );
}
