import { attribute, type XmlElement } from '../../xml/xmlTree.js';

/**
 * Whether a translated Tu was confirmed in Trados: an exact (or context) match, or a translation
 * the translator wrote; a fuzzy or machine pre-translation is not.
 */
export function isConfirmedTu(tu: XmlElement): boolean {
  const match = Number(attribute(tu, 'MatchPercent') ?? '0');
  return match >= 100 || attribute(tu, 'Origin')?.toLowerCase() === 'manual';
}
