import { useQuery } from '@tanstack/react-query';
import { getTermBases } from '../../../api/getTermBases';
import { getTransMemories } from '../../../api/getTransMemories';
import { messageOf } from '../../../api/http';
import type { AssetDrafts, AssetOwner } from '../assets/assetContext';
import { listReferences } from '../assets/references/referenceCalls';
import { storedReferenceDraft } from '../assets/references/referenceDrafts';

/** Why a kind of asset could not be loaded; its value in AssetDrafts is then undefined. */
export type AssetLoadErrors = Partial<Record<keyof AssetDrafts, string>>;

export interface AssetStart {
  assets: AssetDrafts;
  errors: AssetLoadErrors;
}

export const emptyAssets = (): AssetDrafts => ({
  termBases: [],
  transMemories: [],
  references: [],
});

/** The owner's term bases, memories and references; a failed load leaves its kind undefined. */
export async function loadAssets(owner: AssetOwner | null): Promise<AssetStart> {
  if (!owner) return { assets: emptyAssets(), errors: {} };
  const [termBases, transMemories, references] = await Promise.allSettled([
    getTermBases(owner),
    getTransMemories(owner),
    listReferences(owner),
  ]);
  const errors: AssetLoadErrors = {};
  const valueOf = <Value>(key: keyof AssetDrafts, result: PromiseSettledResult<Value>) => {
    if (result.status === 'fulfilled') return result.value;
    errors[key] = messageOf(result.reason);
    return undefined;
  };
  const stored = valueOf('references', references);
  return {
    assets: {
      termBases: valueOf('termBases', termBases),
      transMemories: valueOf('transMemories', transMemories),
      references: stored?.map(storedReferenceDraft),
    },
    errors,
  };
}

const ownerKeyOf = (owner: AssetOwner | null) =>
  owner === null ? 'none' : owner.kind === 'project' ? owner.projectUid : owner.templateId;

/** Where the wizard's assets start: a new record's source (template or project), or the record. */
export function useAssetStart(source: AssetOwner | null, enabled = true) {
  return useQuery({
    queryKey: ['wizardAssets', source?.kind ?? 'none', ownerKeyOf(source)],
    queryFn: () => loadAssets(source),
    enabled,
    // The wizard edits its own copy; a later visit starts from the server again.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
