// The legacy pages a user opened last, kept in this browser (spec 002: "records recent items").
export interface RecentItem {
  title: string;
  path: string;
}

const STORAGE_KEY = 'tessera.recentItems';
const RECENT_ITEMS_LIMIT = 5;

function isRecentItem(value: unknown): value is RecentItem {
  if (typeof value !== 'object' || value === null) return false;
  const { title, path } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof path === 'string';
}

export function readRecentItems(): RecentItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentItem).slice(0, RECENT_ITEMS_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The newest first, one entry per path, at most five. */
export function withRecentItem(items: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...items.filter((recent) => recent.path !== item.path)].slice(
    0,
    RECENT_ITEMS_LIMIT,
  );
}

export function saveRecentItems(items: readonly RecentItem[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the Recent section is a convenience, not worth an error.
  }
}
