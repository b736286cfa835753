import type { ReferenceFile } from '@tessera/contracts';
import { createReferenceFile, type ReferenceFileUpload } from '../../../../api/referenceFileCreate';
import { createTemplateReferenceFile } from '../../../../api/referenceFileCreateForTemplate';
import { deleteReferenceFiles } from '../../../../api/referenceFileDelete';
import { deleteTemplateReferenceFiles } from '../../../../api/referenceFileDeleteForTemplate';
import {
  fetchProjectReferenceFiles,
  projectReferenceFilesKey,
} from '../../../../api/referenceFileListByProject';
import {
  fetchTemplateReferenceFiles,
  templateReferenceFilesKey,
} from '../../../../api/referenceFileListByTemplate';
import type { AssetOwner } from '../assetContext';

// The project calls or their template variants (spec 000 section 7, References).

export const referencesKey = (owner: AssetOwner) =>
  owner.kind === 'project'
    ? projectReferenceFilesKey(owner.projectUid)
    : templateReferenceFilesKey(owner.templateId);

export function listReferences(owner: AssetOwner): Promise<ReferenceFile[]> {
  return owner.kind === 'project'
    ? fetchProjectReferenceFiles(owner.projectUid)
    : fetchTemplateReferenceFiles(owner.templateId);
}

export function createReference(
  owner: AssetOwner,
  upload: ReferenceFileUpload,
): Promise<ReferenceFile> {
  return owner.kind === 'project'
    ? createReferenceFile(owner.projectUid, upload)
    : createTemplateReferenceFile(owner.templateId, upload);
}

export function deleteReferences(owner: AssetOwner, ids: readonly number[]): Promise<void> {
  return owner.kind === 'project' ? deleteReferenceFiles(ids) : deleteTemplateReferenceFiles(ids);
}
