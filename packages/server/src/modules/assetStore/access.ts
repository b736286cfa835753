import { assetStoreMessages, format } from '@tessera/contracts';
import type { AuthContext } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';

export type Access = 'read' | 'write';

/** What every stored asset (translation memory, term base) says about who owns and sees it. */
export interface SharedAsset {
  organization_id: number;
  is_public: number;
}

/**
 * An asset the caller may use: its own organization's, or for reading a public one of another
 * organization. Others answer 404 as if missing; writing to another's public one answers 403.
 * `kind` names the asset in the 403 message ("translation memory", "term base").
 */
export function usableAsset<Row extends SharedAsset>(
  row: Row | undefined,
  auth: Pick<AuthContext, 'organizationId'>,
  access: Access,
  kind: string,
): Row {
  const own = row?.organization_id === auth.organizationId;
  if (!row || (!own && row.is_public !== 1)) throw notFound();
  if (access === 'write' && !own) {
    throw new HttpError(403, 'Forbidden', format(assetStoreMessages.publicReadOnly, { kind }));
  }
  return row;
}
