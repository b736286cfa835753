// Tessera's locale codes are lower-case with underscores (en_us); files use BCP 47 (en-US).

export function normalizeLocale(code: string): string {
  return code.trim().toLowerCase().replace(/-/g, '_');
}

export { toBcp47 } from '@tessera/contracts';

export interface LocaleMatch {
  locale: string;
  /** False when only the language agreed (a file's en for a memory's en_us, or the reverse). */
  exact: boolean;
}

/**
 * Finds which of `locales` a file's language stands for: the same code (case and - or _ aside),
 * else the bare language when `locales` has it (en-US into en), else the only locale of that
 * language (en into en_us, but not when there are both en_us and en_gb).
 */
export function localeMatcher(locales: string[]): (fileLang: string) => LocaleMatch | undefined {
  const byCode = new Map(locales.map((locale) => [normalizeLocale(locale), locale]));
  const cache = new Map<string, LocaleMatch | undefined>();
  const find = (key: string): LocaleMatch | undefined => {
    const exact = byCode.get(key);
    if (exact) return { locale: exact, exact: true };
    const language = key.split('_')[0] ?? '';
    const bare = byCode.get(language);
    if (bare) return { locale: bare, exact: false };
    const sameLanguage = locales.filter(
      (locale) => normalizeLocale(locale).split('_')[0] === language,
    );
    return sameLanguage.length === 1 && sameLanguage[0]
      ? { locale: sameLanguage[0], exact: false }
      : undefined;
  };
  // Keyed by the file's code as written: a TMX names the same few on every unit.
  return (fileLang) => {
    if (!cache.has(fileLang)) cache.set(fileLang, find(normalizeLocale(fileLang)));
    return cache.get(fileLang);
  };
}
