const cache = new Map<string, Intl.Segmenter>();

/** An Intl.Segmenter for the locale; unknown or malformed locales fall back to the root locale. */
export function segmenterFor(locale: string, granularity: 'sentence' | 'word' | 'grapheme') {
  const cacheKey = `${granularity}:${locale}`;
  let segmenter = cache.get(cacheKey);
  if (!segmenter) {
    let canonical = 'und';
    try {
      canonical = Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? 'und';
    } catch {
      // A malformed locale code from a file or a setting must not stop segmentation.
    }
    segmenter = new Intl.Segmenter(canonical, { granularity });
    cache.set(cacheKey, segmenter);
  }
  return segmenter;
}
