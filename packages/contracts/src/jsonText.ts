// Keys that would reach an object's prototype when copied: refused wherever JSON comes in.
export const FORBIDDEN_JSON_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor']);

export type JsonText = { value: unknown } | { forbiddenKey: string } | { invalid: true };

/** JSON carried inside a string field: a forbidden key at any depth is reported, never dropped. */
export function parseJsonText(text: string): JsonText {
  let forbiddenKey: string | undefined;
  try {
    const value: unknown = JSON.parse(text, (key, item: unknown) => {
      if (FORBIDDEN_JSON_KEYS.has(key)) forbiddenKey ??= key;
      return item;
    });
    return forbiddenKey ? { forbiddenKey } : { value };
  } catch {
    return { invalid: true };
  }
}
