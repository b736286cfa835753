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

// The root element: the first start tag after the prolog's declaration, comments, doctype and PIs.
const rootStartTag = new RegExp(
  String.raw`^(?:\uFEFF)?(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^\[>]|\[[\s\S]*?\])*>)*<([\w.:-]+)${attributePattern}\s*\/?>`,
  'u',
);

/**
 * Sets the root element's xml:lang to `value` where the document declares one there: an XML file
 * without it says nothing of its language, and nested xml:lang marks text in other languages. A
 * vocabulary with a language attribute of its own (DocBook 4's lang) names it as `attribute`.
 */
export function withRootLanguage(text: string, value: string, attribute = 'xml:lang'): string {
  const root = rootStartTag.exec(text);
  const name = root?.[1];
  if (!root || name === undefined) return text;
  const tag = root[0].slice(root[0].lastIndexOf(`<${name}`));
  if (!new RegExp(String.raw`\s${attribute}\s*=`).test(tag)) return text;
  const start = root[0].length - tag.length;
  const written = withStartTagAttribute(tag, name, attribute, value);
  return text.slice(0, start) + written + text.slice(root[0].length);
}
