import type { TmxUnit, TmxVariant } from '@tessera/filters/tmx';
import type { ImportedUnit } from './unitRows.js';
import { localeMatcher, type LocaleMatch } from './locales.js';
import { plainText, unitHash } from './unitText.js';

export interface ImportDefaults {
  /** Author of units the file names none for: the importing user. */
  userName: string;
  now: string;
}

type Matcher = (fileLang: string) => LocaleMatch | undefined;

// Of the variants standing for one locale, an exact code beats a language-only match.
function bestVariant(
  variants: TmxVariant[],
  matcher: Matcher,
): Map<string, { variant: TmxVariant; exact: boolean }> {
  const best = new Map<string, { variant: TmxVariant; exact: boolean }>();
  for (const variant of variants) {
    if (!/\S/.test(variant.text)) continue;
    const match = matcher(variant.lang);
    if (!match) continue;
    const current = best.get(match.locale);
    if (!current || (match.exact && !current.exact)) {
      best.set(match.locale, { variant, exact: match.exact });
    }
  }
  return best;
}

/**
 * Turns translation units of a TMX into units of one memory: the variant in the memory's source
 * language against each variant in one of its target languages.
 */
export function tuUnitMapper(sourceLang: string, targetLangs: string[], defaults: ImportDefaults) {
  const sourceMatcher = localeMatcher([sourceLang]);
  const targetMatcher = localeMatcher(targetLangs);
  return (tu: TmxUnit): ImportedUnit[] => {
    const source = bestVariant(tu.variants, sourceMatcher).get(sourceLang)?.variant;
    if (!source) return [];
    const others = tu.variants.filter((variant) => variant !== source);
    const context = {
      contextPrev: tu.contextPrev ?? '',
      contextNext: tu.contextNext ?? '',
      contextKey: tu.contextKey ?? '',
    };
    return [...bestVariant(others, targetMatcher)].map(([targetLang, { variant }]) => {
      const createdBy = tu.creationId ?? variant.creationId ?? defaults.userName;
      const createdAt = tu.creationDate ?? variant.creationDate ?? defaults.now;
      return {
        source_lang: sourceLang,
        target_lang: targetLang,
        source: source.text,
        target: variant.text,
        source_plain: plainText(source.text),
        target_plain: plainText(variant.text),
        context_prev: context.contextPrev,
        context_next: context.contextNext,
        context_key: context.contextKey,
        unit_hash: unitHash({ source: source.text, target: variant.text, ...context }),
        created_by: createdBy,
        modified_by: tu.changeId ?? variant.changeId ?? createdBy,
        created_at: createdAt,
        modified_at: tu.changeDate ?? variant.changeDate ?? createdAt,
      };
    });
  };
}
