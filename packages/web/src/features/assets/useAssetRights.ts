import { useMemo } from 'react';
import { useShellSession } from '../../components/session';
import { isForeign, isReadOnly } from './assetFacts';

interface OwnedAsset {
  createdBy: { organizationName: string };
}

/** What the session user may do with a memory or term base (docs/api.md, spec 000 section 6). */
export function useAssetRights() {
  const { session } = useShellSession();
  const role = session.user.role;
  const organizationName = session.organization.name;
  return useMemo(
    () => ({
      canManage: role !== 'LINGUIST',
      isForeign: (asset: OwnedAsset) => isForeign(asset, organizationName),
      isReadOnly: (asset: OwnedAsset) => isReadOnly(asset, role, organizationName),
    }),
    [role, organizationName],
  );
}
