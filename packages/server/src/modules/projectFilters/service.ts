import { SavedProjectFilters } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { findSavedFilters, saveFilters } from './queries.js';

// Saved filters are the user's own, whatever the role; nobody starts with any.
export async function getSavedFilters(
  ctx: AppContext,
  userId: number,
): Promise<SavedProjectFilters> {
  const row = await findSavedFilters(ctx.db.kysely, userId);
  return { filters: row ? SavedProjectFilters.shape.filters.parse(JSON.parse(row.filters)) : [] };
}

// The list is replaced as a whole, as the web sends it.
export async function replaceSavedFilters(
  ctx: AppContext,
  userId: number,
  saved: SavedProjectFilters,
): Promise<SavedProjectFilters> {
  await saveFilters(
    ctx.db.kysely,
    userId,
    JSON.stringify(saved.filters),
    ctx.clock.now().toISOString(),
  );
  return saved;
}
