// The messages an embedded legacy page posts to the host (spec 002 sections 2 and 3).
export interface LegacyItem {
  title: string;
  path: string;
}

export interface LoadPathMessage {
  type: 'LOAD_PATH';
  path: string;
  title: string | null;
  /** features.navigation === false hides the host's navigation. */
  features: { navigation?: boolean };
  item: LegacyItem | null;
  csrfToken: string | null;
  method: 'GET' | 'POST';
}

export interface NavigatePathMessage {
  type: 'NAVIGATE_PATH';
  path: string;
}

export type LegacyMessage = LoadPathMessage | NavigatePathMessage;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** A path of the host's origin; '//other.host' or 'https:' would leave it. */
export function isLocalPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\')
  );
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function itemOf(value: unknown): LegacyItem | null {
  const item = asRecord(value);
  if (!item) return null;
  const title = stringOrNull(item.title) ?? stringOrNull(item.name);
  return title && isLocalPath(item.path) ? { title, path: item.path } : null;
}

/** The message, or null when the data is not one of ours (other scripts post messages too). */
export function parseLegacyMessage(data: unknown): LegacyMessage | null {
  const message = asRecord(data);
  if (!message || !isLocalPath(message.path)) return null;
  if (message.type === 'NAVIGATE_PATH') return { type: 'NAVIGATE_PATH', path: message.path };
  if (message.type !== 'LOAD_PATH') return null;
  const features = asRecord(message.features);
  return {
    type: 'LOAD_PATH',
    path: message.path,
    title: stringOrNull(message.title),
    features: typeof features?.navigation === 'boolean' ? { navigation: features.navigation } : {},
    item: itemOf(message.item),
    csrfToken: stringOrNull(message.csrfToken),
    method:
      typeof message.method === 'string' && message.method.toUpperCase() === 'POST'
        ? 'POST'
        : 'GET',
  };
}
