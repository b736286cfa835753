import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AssetOwner } from '../assetContext';

type SaveChanges<Row> = (owner: AssetOwner, before: Row[], after: Row[]) => Promise<void>;

/** A live save of assignments that reloads their list afterwards. */
export function useReloadingSave<Row>(
  saveChanges: SaveChanges<Row>,
  reloadKey: (owner: AssetOwner) => QueryKey,
): SaveChanges<Row> {
  const queryClient = useQueryClient();
  return async (owner, before, after) => {
    // A failure may come after some locales were saved: the list is reloaded either way.
    try {
      await saveChanges(owner, before, after);
    } finally {
      await queryClient.invalidateQueries({ queryKey: reloadKey(owner) });
    }
  };
}
