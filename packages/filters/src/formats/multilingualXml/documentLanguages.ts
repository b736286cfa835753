import { toBcp47 } from '@tessera/contracts';
import type { FilterSettings } from '../../types.js';
import type { XmlElement } from '../../xml/xmlTree.js';

/** The source and target language as the document spells them; undefined where nothing tells. */
export interface DocumentLanguages {
  source: string | undefined;
  target: string | undefined;
}

const normalised = (code: string): string => code.trim().toLowerCase().replaceAll('_', '-');
const primary = (code: string): string => normalised(code).split('-')[0] ?? '';

/** Whether a value the document writes names the language of a job locale (or of another value). */
export function sameLanguage(written: string, locale: string): boolean {
  return normalised(written) === normalised(locale);
}

const languageOf = (element: XmlElement): string | undefined =>
  element.attributes.find((item) => item.name === 'xml:lang' || item.name === 'lang')?.value;

/**
 * The default entries: elements without a language of its own whose child elements carry one,
 * what //*[not(@xml:lang or @lang)][*[@xml:lang or @lang]] selects, found without XPath (which
 * sorts a whole-document selection slowly).
 */
export function languageEntries(root: XmlElement): XmlElement[] {
  const entries: XmlElement[] = [];
  const visit = (element: XmlElement): void => {
    const children = element.children.filter((child) => child.kind === 'element');
    if (
      languageOf(element) === undefined &&
      children.some((child) => languageOf(child) !== undefined)
    )
      entries.push(element);
    children.forEach(visit);
  };
  visit(root);
  return entries;
}

/** Values of xml:lang and lang attributes, in document order, each once. */
function writtenLanguages(root: XmlElement): string[] {
  const found = new Set<string>();
  const visit = (element: XmlElement): void => {
    for (const item of element.attributes) {
      if ((item.name === 'xml:lang' || item.name === 'lang') && item.value.trim() !== '') {
        found.add(item.value);
      }
    }
    for (const child of element.children) if (child.kind === 'element') visit(child);
  };
  visit(root);
  return [...found];
}

/** The document's spelling of a locale: the same code first, then the same primary language. */
function spelling(written: string[], locale: string): string {
  return (
    written.find((value) => sameLanguage(value, locale)) ??
    written.find((value) => primary(value) === primary(locale)) ??
    toBcp47(locale)
  );
}

/**
 * The job's languages as the document writes them. Without a source locale the document's first
 * language is the source; without a target locale, its first other language is the target.
 */
export function documentLanguages(root: XmlElement, settings: FilterSettings): DocumentLanguages {
  const written = writtenLanguages(root);
  const source = settings.sourceLocale ? spelling(written, settings.sourceLocale) : written[0];
  const others = written.filter((value) => source === undefined || !sameLanguage(value, source));
  const target = settings.targetLocale ? spelling(written, settings.targetLocale) : others[0];
  return { source, target };
}

const quoted = (value: string): string => (value.includes("'") ? `"${value}"` : `'${value}'`);

/**
 * Puts the languages into an XPath for $sourceLanguage and $targetLanguage, outside string
 * literals; an unknown language matches nothing.
 */
export function withLanguages(expression: string, languages: DocumentLanguages): string {
  return expression
    .split(/("[^"]*"|'[^']*')/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\$sourceLanguage\b/g, quoted(languages.source ?? ''))
            .replace(/\$targetLanguage\b/g, quoted(languages.target ?? '')),
    )
    .join('');
}
