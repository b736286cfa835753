import type { ReferenceFile } from '@tessera/contracts';
import type { ReferenceFileUpload } from '../../../../api/referenceFileCreate';
import type { ReferenceDraft } from '../assetContext';

let drafted = 0;

/** A reference added in the wizard, uploaded when the project or template is saved. */
export function newReferenceDraft({ file, note }: ReferenceFileUpload): ReferenceDraft {
  drafted += 1;
  return { key: `new-${drafted}`, id: null, name: file?.name ?? null, note, file };
}

/** A stored reference as a table row or wizard draft. */
export const storedReferenceDraft = (reference: ReferenceFile): ReferenceDraft => ({
  ...reference,
  key: `stored-${reference.id}`,
});
