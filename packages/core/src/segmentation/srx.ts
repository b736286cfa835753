import { SaxesParser } from 'saxes';
import type { SegmentationRule } from './rules.js';

export interface SrxLanguageRule {
  name: string;
  rules: SegmentationRule[];
}

export interface SrxLanguageMap {
  /** Regular expression over the locale code (matched whole, ignoring case). */
  pattern: string;
  ruleName: string;
}

export interface SrxDocument {
  /** With cascade, every matching language map contributes its rules; without, only the first. */
  cascade: boolean;
  languageRules: SrxLanguageRule[];
  languageMaps: SrxLanguageMap[];
}

export class SrxError extends Error {
  override readonly name = 'SrxError';
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** Reads the language rules and maps of an SRX 2.0 file; DTDs are never read and entities never expanded. */
export function parseSrx(xml: string): SrxDocument {
  const document: SrxDocument = { cascade: true, languageRules: [], languageMaps: [] };
  const parser = new SaxesParser({ xmlns: false });
  let languageRule: SrxLanguageRule | undefined;
  let rule: SegmentationRule | undefined;
  let textTarget: 'before' | 'after' | undefined;
  let sawRoot = false;

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) {
      throw new SrxError('The SRX file declares entities, which is not allowed.');
    }
  });
  parser.on('opentag', (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    const name = localName(tag.name);
    if (!sawRoot && name !== 'srx') throw new SrxError('The file is not an SRX document.');
    sawRoot = true;
    if (name === 'header') document.cascade = attributes.cascade !== 'no';
    else if (name === 'languagerule') {
      languageRule = { name: attributes.languagerulename ?? '', rules: [] };
      document.languageRules.push(languageRule);
    } else if (name === 'rule' && languageRule) {
      rule = { break: attributes.break !== 'no', before: '', after: '' };
      languageRule.rules.push(rule);
    } else if (name === 'beforebreak') textTarget = 'before';
    else if (name === 'afterbreak') textTarget = 'after';
    else if (name === 'languagemap') {
      document.languageMaps.push({
        pattern: attributes.languagepattern ?? '',
        ruleName: attributes.languagerulename ?? '',
      });
    }
  });
  parser.on('text', (text) => {
    if (rule && textTarget) rule[textTarget] += text;
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 'beforebreak' || name === 'afterbreak') textTarget = undefined;
    else if (name === 'rule') rule = undefined;
    else if (name === 'languagerule') languageRule = undefined;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof SrxError) throw error;
    throw new SrxError(`The SRX file is not valid XML: ${(error as Error).message}`);
  }
  if (!sawRoot) throw new SrxError('The file is not an SRX document.');
  return document;
}

/** The rules that apply to a locale, following the document's language maps and cascade flag. */
export function srxRulesForLocale(document: SrxDocument, locale: string): SegmentationRule[] {
  const rules: SegmentationRule[] = [];
  for (const map of document.languageMaps) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(`^(?:${map.pattern})$`, 'i');
    } catch {
      throw new SrxError(
        `The language pattern "${map.pattern}" is not a valid regular expression.`,
      );
    }
    if (!pattern.test(locale)) continue;
    const languageRule = document.languageRules.find(
      (candidate) => candidate.name === map.ruleName,
    );
    rules.push(...(languageRule?.rules ?? []));
    if (!document.cascade) break;
  }
  return rules;
}
