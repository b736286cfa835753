import Alert from '@cloudscape-design/components/alert';
import { format } from '@tessera/contracts';
import { assetPageMessages } from './messages';
import { useAssetRights } from './useAssetRights';

interface OwnedAsset {
  createdBy: { organizationName: string };
}

/** Tells why a memory or term base shows no edit controls: public of another organization, or a linguist. */
export function ReadOnlyNotice({ asset, kind }: { asset: OwnedAsset; kind: string }) {
  const rights = useAssetRights();
  if (rights.isForeign(asset)) {
    const organization = asset.createdBy.organizationName;
    return (
      <Alert type="info">{format(assetPageMessages.readOnlyPublic, { kind, organization })}</Alert>
    );
  }
  if (!rights.canManage)
    return <Alert type="info">{format(assetPageMessages.readOnlyLinguist, { kind })}</Alert>;
  return null;
}
