import {
  flagSetting,
  listSetting,
  protectedTextPattern,
  stringSetting,
  type TextSettingName,
} from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';
import { characterAtoms } from '../../xml/xmlCharacters.js';

/** A name list's decision: for a name it lists (true to take, false to leave), and for the others. */
export interface NameRule {
  named(qualifiedName: string): boolean | undefined;
  others: boolean;
}

export interface PlainRules {
  tags: NameRule;
  attributes: NameRule;
  lockedTags: NameRule;
  lockedAttributes: NameRule;
  inlineTags: NameRule;
  inlineSingleTags: NameRule;
  smartInline: boolean;
  /** Elements whose text is HTML (xmlElementsToProcessAsHtml; none listed: undefined), and whether only when it looks so. */
  htmlElements: NameRule | undefined;
  smartHtml: boolean;
  /** Elements never translated, with everything inside them, whatever the other rules say of it. */
  skipTags?: NameRule;
  /** Elements that keep their whitespace without xml:space (DITA's pre, DocBook's literallayout). */
  preserveTags?: NameRule;
  /** Whether the text inside an inline single element makes units of its own (footnotes, index terms). */
  unitsInsideSingleTags?: boolean;
}

export interface XPathRules {
  elementsAndAttributes: string;
  locked: string;
  inline: string;
  inlineSingle: string;
  preserveWhitespace: string;
  contextNote: string;
  maxLength: string;
  contextKey: string;
  smartInline: boolean;
  /** Elements whose text is HTML (xmlSubfilterElementsXPath), and whether only when it looks so. */
  htmlElements: string;
  smartHtml: boolean;
}

/** The XML import settings of spec 001 section 3, with their defaults. */
export interface XmlSettings {
  rules: { format: 'PLAIN'; plain: PlainRules } | { format: 'XPATH'; xpath: XPathRules };
  protectedText: RegExp;
  /** Characters a translation writes as character references. */
  preserveOnExport: Set<string>;
  segment: boolean;
  escapeUnresolvedEntities: boolean;
  ignoreProcessingInstructions: boolean;
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/**
 * A comma-separated name list: '*' stands for every name, a leading '-' leaves a name out, and
 * the exclude mode turns the whole list around (what it does not name is taken). A qualified
 * name wins over its local part.
 */
export function nameRule(entries: string[], excludeMode = false): NameRule {
  const decided = new Map<string, boolean>();
  for (const entry of entries) {
    const negative = entry.startsWith('-');
    decided.set(negative ? entry.slice(1).trim() : entry, negative === excludeMode);
  }
  const named = (name: string): boolean | undefined =>
    decided.get(name) ?? decided.get(localName(name));
  return { named, others: decided.get('*') ?? excludeMode };
}

/** Entries may be written as the character itself, "&quot;", "&#931;" or "&#x3A3;". */
function preservedCharacters(settings: FilterSettings): Set<string> {
  const characters = new Set<string>();
  for (const entry of listSetting(settings, 'xmlCharacterEntitiesToPreserveOnExport')) {
    const reference = /^&[^;]+;$/.test(entry) ? entry : undefined;
    const decoded = reference
      ? characterAtoms(reference, 0, reference.length)
          .map((atom) => atom.text)
          .join('')
      : entry;
    if ([...decoded].length === 1) characters.add(decoded);
  }
  return characters;
}

function plainRules(settings: FilterSettings): PlainRules {
  const list = (name: TextSettingName, fallback = ''): string[] =>
    listSetting(settings, name, fallback);
  const htmlList = list('xmlElementsToProcessAsHtml');
  return {
    tags: nameRule(list('xmlIncludeTags', '*'), flagSetting(settings, 'xmlIncludeExcludeTags')),
    attributes: nameRule(
      list('xmlIncludeAttributes'),
      flagSetting(settings, 'xmlIncludeExcludeAttributes'),
    ),
    lockedTags: nameRule(list('xmlLockedTags')),
    lockedAttributes: nameRule(list('xmlLockedAttributes')),
    inlineTags: nameRule(list('xmlInlineTags')),
    inlineSingleTags: nameRule(list('xmlInlineSingleTag')),
    smartInline: flagSetting(settings, 'xmlSmartInlineTags'),
    htmlElements: htmlList.length > 0 ? nameRule(htmlList) : undefined,
    smartHtml: flagSetting(settings, 'xmlSmartHtmlSubfilter'),
  };
}

function xpathRules(settings: FilterSettings): XPathRules {
  const expression = (name: TextSettingName, fallback = ''): string =>
    (stringSetting(settings, name) ?? fallback).trim();
  return {
    elementsAndAttributes: expression('xmlElementsAndAttributesXPath', '//*'),
    locked: expression('xmlLockedElementsAndAttributesXPath'),
    inline: expression('xmlInlineElementsXPath'),
    inlineSingle: expression('xmlInlineSingleElementXPath'),
    preserveWhitespace: expression('xmlPreserveWhitespaceXPath'),
    contextNote: expression('xmlContextNoteXPath'),
    maxLength: expression('xmlMaxLengthXPath'),
    contextKey: expression('xmlContextKeyXPath'),
    smartInline: flagSetting(settings, 'xmlXpathSmartInlineElement'),
    htmlElements: expression('xmlSubfilterElementsXPath'),
    smartHtml: flagSetting(settings, 'xmlXPathSmartHtmlSubfilter'),
  };
}

export function xmlSettings(settings: FilterSettings): XmlSettings {
  const xpath = settings.xmlRulesFormat === 'XPATH';
  return {
    rules: xpath
      ? { format: 'XPATH', xpath: xpathRules(settings) }
      : { format: 'PLAIN', plain: plainRules(settings) },
    protectedText: protectedTextPattern(settings, 'xmlTagRegexp'),
    preserveOnExport: preservedCharacters(settings),
    segment: flagSetting(settings, 'xmlSegment'),
    escapeUnresolvedEntities: flagSetting(settings, 'xmlEscapeUnresolvedEntities'),
    ignoreProcessingInstructions: flagSetting(settings, 'xmlIgnorePreprocessingInstructions'),
  };
}
