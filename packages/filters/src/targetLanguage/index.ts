import { toBcp47 } from '@tessera/contracts';
import type { FilterSettings } from '../types.js';

/** The job's target language as files write it (BCP 47), or undefined when the merge was not told it. */
export function targetLanguageTag(settings: FilterSettings): string | undefined {
  return settings.targetLocale ? toBcp47(settings.targetLocale) : undefined;
}

// Comments, CDATA and processing instructions are skipped; attribute values may be quoted or (HTML) bare.
const attributePattern = String.raw`(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?)*`;
const quoted = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Sets `attribute` to `value` on every start tag of `element` (any namespace prefix, any letter
 * case), replacing the attribute where the tag has it and adding it after the name where not.
 */
export function withStartTagAttribute(
  text: string,
  element: string,
  attribute: string,
  value: string,
): string {
  const tags = new RegExp(
    String.raw`<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<((?:[\w.-]+:)?${element})(${attributePattern})(\s*\/?)>`,
    'giu',
  );
  const own = new RegExp(
    String.raw`(\s)${attribute}\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+)`,
    'iu',
  );
  return text.replace(
    tags,
    (whole, name: string | undefined, attributes: string | undefined, end: string | undefined) => {
      if (name === undefined || attributes === undefined) return whole;
      const written = `${attribute}="${quoted(value)}"`;
      const replaced = own.test(attributes)
        ? attributes.replace(own, (_match, space: string) => `${space}${written}`)
        : ` ${written}${attributes}`;
      return `<${name}${replaced}${end ?? ''}>`;
    },
  );
}
