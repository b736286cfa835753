import type { ReferenceFile, TbAssignment, TmAssignment } from '@tessera/contracts';
import { getTermBases } from '../../../api/getTermBases';
import { getTransMemories } from '../../../api/getTransMemories';
import { messageOf } from '../../../api/http';
import { fetchReferenceFile } from '../../../api/referenceFileDownload';
import type { AssetDrafts, AssetOwner, ReferenceDraft } from '../assets/assetContext';
import {
  createReference,
  deleteReferences,
  listReferences,
} from '../assets/references/referenceCalls';
import { storedReferenceDraft } from '../assets/references/referenceDrafts';
import { saveTermBaseChanges } from '../assets/tb/saveTermBaseChanges';
import { saveTransMemoryChanges } from '../assets/tm/saveTransMemoryChanges';

/** What the owner holds on the server before the save; undefined kinds are not saved. */
export interface StoredAssets {
  termBases: TbAssignment[] | undefined;
  transMemories: TmAssignment[] | undefined;
  references: ReferenceFile[] | undefined;
}

export interface ReferencePlan {
  /** New references, and stored ones of another owner (the template or project it started from). */
  add: ReferenceDraft[];
  /** Drafts that are already stored on the owner, by draft key. */
  kept: Map<string, ReferenceFile>;
  remove: number[];
}

// The server copies a template's references into a project it creates, keeping these values.
const copyKey = (
  reference: { name: string | null; note: string | null } & Partial<ReferenceFile>,
) =>
  JSON.stringify([
    reference.name,
    reference.note,
    reference.dateCreated,
    reference.createdBy?.userName,
  ]);

/** Which references to upload and which stored ones to delete so that the owner holds the drafts. */
export function referencePlan(
  stored: readonly ReferenceFile[],
  drafts: readonly ReferenceDraft[],
): ReferencePlan {
  const unmatched = new Map(stored.map((reference) => [reference.id, reference]));
  const kept = new Map<string, ReferenceFile>();
  for (const draft of drafts) {
    const same = draft.id === null ? undefined : unmatched.get(draft.id);
    if (same) {
      kept.set(draft.key, same);
      unmatched.delete(same.id);
    }
  }
  const add: ReferenceDraft[] = [];
  for (const draft of drafts) {
    if (kept.has(draft.key)) continue;
    const copy =
      draft.id === null
        ? undefined
        : [...unmatched.values()].find((reference) => copyKey(reference) === copyKey(draft));
    if (!copy) add.push(draft);
    else {
      kept.set(draft.key, copy);
      unmatched.delete(copy.id);
    }
  }
  return { add, kept, remove: [...unmatched.keys()] };
}

/** The assignments of the form's target locales and workflow steps: the rest cannot be saved. */
export function assetsInScope(
  assets: AssetDrafts,
  targetLocales: readonly string[],
  workflowStepIds: readonly number[],
): AssetDrafts {
  const locales = new Set(targetLocales);
  return {
    termBases: assets.termBases?.filter((row) => locales.has(row.targetLang)),
    transMemories: assets.transMemories?.filter(
      (row) =>
        locales.has(row.targetLang) &&
        (row.workflowStepId === null || workflowStepIds.includes(row.workflowStepId)),
    ),
    references: assets.references,
  };
}

/** Reads what the owner holds now; a failed read leaves the kind undefined (and unsaved). */
export async function loadStoredAssets(
  owner: AssetOwner,
  drafts: AssetDrafts,
): Promise<StoredAssets> {
  const read = async <Value>(wanted: unknown, load: () => Promise<Value>) =>
    wanted === undefined ? undefined : load();
  return {
    termBases: await read(drafts.termBases, () => getTermBases(owner)),
    transMemories: await read(drafts.transMemories, () => getTransMemories(owner)),
    references: await read(drafts.references, () => listReferences(owner)),
  };
}

async function uploadOf(draft: ReferenceDraft) {
  if (draft.id === null) return { file: draft.file, note: draft.note };
  // A reference of another owner: its file is read and uploaded again.
  const file = draft.name === null ? null : await fetchReferenceFile(draft.id, draft.name);
  return { file, note: draft.note };
}

/** A save that stopped part way; assets holds the drafts with what was stored by then. */
export class AssetSaveError extends Error {
  constructor(
    readonly assets: AssetDrafts,
    cause: unknown,
  ) {
    super(messageOf(cause), { cause });
    this.name = 'AssetSaveError';
  }
}

/**
 * Saves term bases, then references (uploads new ones, deletes removed ones), then memories
 * (spec 000 section 7); nothing changed sends nothing. Resolves to the drafts as now stored.
 */
export async function saveAssetChanges(
  owner: AssetOwner,
  before: StoredAssets,
  drafts: AssetDrafts,
): Promise<AssetDrafts> {
  let references = drafts.references;
  try {
    if (before.termBases && drafts.termBases)
      await saveTermBaseChanges(owner, before.termBases, drafts.termBases);
    if (before.references && references) {
      const plan = referencePlan(before.references, references);
      references = references.map((draft) => {
        const stored = plan.kept.get(draft.key);
        return stored ? storedReferenceDraft(stored) : draft;
      });
      for (const draft of plan.add) {
        const created = await createReference(owner, await uploadOf(draft));
        references = references.map((row) =>
          row.key === draft.key ? storedReferenceDraft(created) : row,
        );
      }
      if (plan.remove.length > 0) await deleteReferences(owner, plan.remove);
    }
    if (before.transMemories && drafts.transMemories)
      await saveTransMemoryChanges(owner, before.transMemories, drafts.transMemories);
  } catch (error) {
    throw new AssetSaveError({ ...drafts, references }, error);
  }
  return { ...drafts, references };
}

/** Loads what the owner holds, then saves the drafts' changes. */
export async function saveAssets(owner: AssetOwner, drafts: AssetDrafts): Promise<AssetDrafts> {
  let before: StoredAssets;
  try {
    before = await loadStoredAssets(owner, drafts);
  } catch (error) {
    throw new AssetSaveError(drafts, error);
  }
  return saveAssetChanges(owner, before, drafts);
}
